/**
 * What the plan page's box runs, loaded on intent (the first focus, pointer or keystroke in the
 * box) by ./index.tsx: the planner in a Web Worker (./planWorker.ts), so a whole org's package.xml
 * doesn't freeze the page while it is planned, or in the page where no worker starts (an old
 * browser, a blocked script). A plan asked while another runs replaces it: the worker planning text
 * the reader has since changed is stopped, not waited for.
 */
import type { PlanData } from '../../data/package-plan/plan';
import { answerPlan, type PlanReply, type PlanWorkerReply } from './planRequest';
import { createPlanWorker } from './planWorkerFactory';

export type { PlanReply };

interface Pending {
  readonly id: number;
  readonly text: string;
  readonly data: PlanData;
  readonly resolve: (reply: PlanReply | null) => void;
  readonly reject: (error: Error) => void;
}

let worker: Worker | undefined;
let pending: Pending | undefined;
let nextId = 0;
/** Set once a worker failed to start or to load: the page plans itself from then on. */
let inPage = typeof Worker === 'undefined';

function settle(): Pending | undefined {
  const settled = pending;
  pending = undefined;
  return settled;
}

function start(): Worker | undefined {
  if (inPage) return undefined;
  try {
    const started = createPlanWorker();
    started.addEventListener('message', ({ data }: MessageEvent<PlanWorkerReply>) => {
      if (data.id !== pending?.id) return;
      const done = settle();
      if ('failed' in data) done?.reject(new Error(data.failed));
      else done?.resolve(data.reply);
    });
    // The worker's script didn't load or run: plan in the page, now and from then on.
    started.addEventListener('error', (event) => {
      event.preventDefault();
      started.terminate();
      worker = undefined;
      inPage = true;
      const done = settle();
      if (done) {
        try {
          done.resolve(answerPlan(done.text, done.data));
        } catch (error) {
          done.reject(error instanceof Error ? error : new Error(String(error)));
        }
      }
    });
    return started;
  } catch {
    inPage = true;
    return undefined;
  }
}

/**
 * Plans a pasted package.xml, or a list of type names (src/data/package-plan/parse.ts). Resolves
 * null when a later call replaced it.
 */
export function plan(text: string, data: PlanData): Promise<PlanReply | null> {
  if (pending) {
    settle()?.resolve(null);
    worker?.terminate();
    worker = undefined;
  }
  worker ??= start();
  if (!worker) return Promise.resolve(answerPlan(text, data));
  const id = (nextId += 1);
  const running = worker;
  return new Promise((resolve, reject) => {
    pending = { id, text, data, resolve, reject };
    running.postMessage({ id, text, data });
  });
}
