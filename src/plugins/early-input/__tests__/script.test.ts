import { expect, test } from '@playwright/test';
import { EARLY_INPUT_SCRIPT, EARLY_TARGETS } from '../script';

/**
 * The head script's choices, driven with stand-ins for the browser: what it
 * records, what it stops, what it replays and when, and that it lets
 * everything through afterwards. tests/e2e/early-input.spec.ts checks the
 * same against the real app in Chromium.
 */

interface FakeElement {
  tagName: string;
  closest: (selector: string) => FakeElement | null;
  click: () => void;
  dispatchEvent: (event: { type: string; init: Record<string, unknown> }) => void;
}

interface FakeEvent {
  type: string;
  target: FakeElement;
  key?: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
  altKey?: boolean;
  button?: number;
  detail?: number;
  prevented: boolean;
  stopped: boolean;
  preventDefault: () => void;
  stopImmediatePropagation: () => void;
}

function install() {
  /** What reached the app in the replay, in order. */
  const replayed: string[] = [];
  /** An element that is, or sits inside, what `selector` matches; `closestTo` is what `closest` finds. */
  const element = (tagName: string, closestTo: string[] = []): FakeElement => ({
    tagName,
    closest: (s) => (closestTo.includes(s) ? element('BUTTON') : null),
    click: () => replayed.push(`click ${tagName}`),
    dispatchEvent: (event) => replayed.push(`${event.type} ${String(event.init.key)}`),
  });
  const body = element('BODY');
  const buttons = new Map(EARLY_TARGETS.map((selector, i) => [selector, element(`target${i}`)]));
  const html = { dataset: {} as Record<string, string> };
  const document = {
    documentElement: html,
    activeElement: body,
    querySelector: (selector: string) => buttons.get(selector as (typeof EARLY_TARGETS)[number]) ?? null,
  };
  const listeners = new Map<string, (event: FakeEvent) => void>();
  const addEventListener = (type: string, listener: (event: FakeEvent) => void, capture: boolean) => {
    expect(capture, `${type} listener in the capture phase`).toBe(true);
    listeners.set(type, listener);
  };
  let onMutation: (() => void) | undefined;
  let observing = false;
  class MutationObserver {
    constructor(callback: () => void) {
      onMutation = callback.bind(this);
    }
    observe(target: unknown, options: unknown) {
      expect(target).toBe(html);
      expect(options).toEqual({ attributes: true });
      observing = true;
    }
  }
  const timers: (() => void)[] = [];
  const setTimeout = (run: () => void) => timers.push(run);
  class KeyboardEvent {
    constructor(
      public type: string,
      public init: Record<string, unknown>,
    ) {}
  }
  new Function(
    'document',
    'addEventListener',
    'MutationObserver',
    'setTimeout',
    'KeyboardEvent',
    EARLY_INPUT_SCRIPT,
  )(document, addEventListener, MutationObserver, setTimeout, KeyboardEvent);

  const fire = (type: string, init: Partial<FakeEvent>): FakeEvent => {
    const event: FakeEvent = {
      type,
      target: body,
      prevented: false,
      stopped: false,
      preventDefault() {
        this.prevented = true;
      },
      stopImmediatePropagation() {
        this.stopped = true;
      },
      ...init,
    };
    listeners.get(type)?.(event);
    return event;
  };
  const key = (k: string, extra: Partial<FakeEvent> = {}) => fire('keydown', { key: k, ...extra });
  /** A tap on target `i` (pointerup, then its click), or on a plain element without `i`. */
  const tap = (i?: number) => {
    const target = element('svg', i === undefined ? [] : [EARLY_TARGETS[i] ?? '']);
    return [fire('pointerup', { target, button: 0, detail: 0 }), fire('click', { target, detail: 1 })];
  };
  /** Docusaurus marks the page hydrated; the replay runs one task later. */
  const hydrate = () => {
    html.dataset.hasHydrated = 'false';
    onMutation?.();
    expect(timers).toHaveLength(0);
    html.dataset.hasHydrated = 'true';
    onMutation?.();
    expect(timers).toHaveLength(1);
  };
  /** Runs the timers, and those they set, in order. */
  const runTimers = () => {
    for (let run = timers.shift(); run; run = timers.shift()) run();
  };
  const runNextTimer = () => timers.shift()?.();
  return { key, tap, fire, element, hydrate, runTimers, runNextTimer, replayed, observing: () => observing };
}

test('the search shortcuts are recorded, kept from the browser and the page, and replayed once hydrated', () => {
  const early = install();
  expect(early.observing()).toBe(true);
  expect(early.key('a')).toMatchObject({ prevented: false, stopped: false });
  expect(early.key('k', { ctrlKey: true })).toMatchObject({ prevented: true, stopped: true });
  expect(early.key('K', { metaKey: true })).toMatchObject({ prevented: true, stopped: true });
  expect(early.key('c', { ctrlKey: true })).toMatchObject({ prevented: false, stopped: false });
  early.hydrate();
  // Between the mark and the replay, input is still recorded: not lost, not applied twice.
  expect(early.key('Escape')).toMatchObject({ prevented: true, stopped: true });
  expect(early.replayed).toEqual([]);
  early.runTimers();
  expect(early.replayed).toEqual(['keydown k', 'keydown K', 'keydown Escape']);
  // From now on, nothing is recorded or stopped.
  expect(early.key('k', { ctrlKey: true })).toMatchObject({ prevented: false, stopped: false });
  expect(early.tap(1).map((e) => e.stopped)).toEqual([false, false]);
  expect(early.replayed).toHaveLength(3);
});

test('after `/`, what is typed for the query is recorded until Escape; in a text field `/` is text', () => {
  const early = install();
  const field = early.element('INPUT', ['input,textarea,[contenteditable]']);
  expect(early.key('/', { target: field })).toMatchObject({ prevented: false, stopped: false });
  expect(early.key('x')).toMatchObject({ stopped: false });
  for (const k of ['/', 'j', 'Backspace', 'o', 'Escape'])
    expect(early.key(k), k).toMatchObject({ prevented: true, stopped: true });
  // After Escape, or a named key, or with a modifier: not for the query.
  for (const k of ['z', 'ArrowDown']) expect(early.key(k), k).toMatchObject({ stopped: false });
  early.key('/');
  expect(early.key('v', { altKey: true })).toMatchObject({ stopped: false });
  expect(early.key('ArrowDown')).toMatchObject({ stopped: false });
  early.hydrate();
  early.runTimers();
  expect(early.replayed).toEqual([
    'keydown /',
    'keydown j',
    'keydown Backspace',
    'keydown o',
    'keydown Escape',
    'keydown /',
  ]);
});

test('a tap on each target is recorded once, at pointerup, and replayed as a click on it, in order', () => {
  const early = install();
  for (const i of [1, 2]) expect(early.tap(i).map((e) => e.stopped)).toEqual([true, true]);
  // Elsewhere: not ours. Another mouse button on a target: stopped, not recorded.
  expect(early.tap().map((e) => e.stopped)).toEqual([false, false]);
  expect(
    early.fire('pointerup', { target: early.element('svg', [EARLY_TARGETS[1]]), button: 2 }),
  ).toMatchObject({ stopped: true });
  // Enter or Space on a focused button: a click with no pointer behind it.
  early.fire('click', { target: early.element('BUTTON', [EARLY_TARGETS[2]]), detail: 0 });
  // A tap on Search starts a query, as `/` does; a tap elsewhere ends it.
  expect(early.key('p')).toMatchObject({ stopped: false });
  expect(early.tap(0).map((e) => e.stopped)).toEqual([true, true]);
  expect(early.key('p')).toMatchObject({ stopped: true });
  early.hydrate();
  // One tap per task, so that each is applied before the next; keys after a tap go with it.
  early.runNextTimer();
  expect(early.replayed).toEqual(['click target1']);
  early.runNextTimer();
  expect(early.replayed).toEqual(['click target1', 'click target2']);
  early.runTimers();
  expect(early.replayed).toEqual([
    'click target1',
    'click target2',
    'click target2',
    'click target0',
    'keydown p',
  ]);
});
