/**
 * The Algolia client for Algolia mode: algoliasearch v5's lite client (search
 * only, about a third of the full client's size).
 *
 * Timeouts are set explicitly to the spec's values (connect 1 s, read 2 s,
 * write 30 s). They equal the v5 browser defaults today (`liteClient` in
 * algoliasearch/dist/lite/builds/browser.js), but a default may change in a
 * minor release and the spec fixes them.
 *
 * Failed hosts: the spec wants a failed host avoided for 2 minutes. The v5
 * transporter (@algolia/client-common) means to do that: a host that errors
 * is marked "down" (skipped), one that times out "timed out" (tried last,
 * with longer timeouts), each for EXPIRATION_DELAY = 2 * 60 * 1000 ms. But in
 * the installed 5.64.0 the browser build never finds that state again: it
 * writes it under a key that is the host *with* its state and timestamp
 * (`hostsCache.set(host, …)` in retryableRequest) and reads under the bare
 * host (`hostsCache.get(compatibleHost, …)`), and both of its caches return
 * values through JSON, which drops the host's isUp()/isTimedOut() methods.
 * Seen in a browser: the same failed host is tried first on every query
 * (tests/e2e/algolia-build). So the client gets its own hosts cache,
 * {@link createHostsCache}, keyed by host and keeping the state, in local
 * storage (across pages, as the v5 cache intends) with a memory fallback.
 */
// cspell:words algoliasearch
import { liteClient, type LiteClient } from 'algoliasearch/lite';
import type { Cache, Host, StatefulHost } from '@algolia/client-common';

export const ALGOLIA_TIMEOUTS = { connect: 1_000, read: 2_000, write: 30_000 } as const;
/** How long a failed host is avoided: 2 minutes, as the v5 transporter's EXPIRATION_DELAY. */
export const HOST_EXPIRATION_MS = 2 * 60 * 1000;

type HostStatus = StatefulHost['status'];
interface HostState {
  status: HostStatus;
  lastUpdate: number;
}

function hostKey(host: Pick<Host, 'url' | 'accept' | 'protocol'>): string {
  return `${host.protocol}://${host.url}#${host.accept}`;
}

function statefulHost(host: Host, state: HostState, now: () => number): StatefulHost {
  const { status, lastUpdate } = state;
  return {
    url: host.url,
    accept: host.accept,
    protocol: host.protocol,
    ...(host.port ? { port: host.port } : {}),
    status,
    lastUpdate,
    isUp: () => status === 'up' || now() - lastUpdate > HOST_EXPIRATION_MS,
    isTimedOut: () => status === 'timed out' && now() - lastUpdate <= HOST_EXPIRATION_MS,
  };
}

/**
 * A hosts cache that works: state kept per host (URL, accept, protocol),
 * stored as plain data and given its methods back when read.
 */
export function createHostsCache(options: {
  appId: string;
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;
  now?: () => number;
}): Cache {
  const now = options.now ?? (() => Date.now());
  const storageKey = `metaferry-algolia-hosts-${options.appId}`;
  let memory: Record<string, HostState> = {};
  const storage = () => {
    if (options.storage !== undefined) return options.storage;
    try {
      return typeof window === 'undefined' ? null : window.localStorage;
    } catch {
      return null;
    }
  };
  const read = (): Record<string, HostState> => {
    try {
      const raw = storage()?.getItem(storageKey);
      const parsed: unknown = raw ? JSON.parse(raw) : null;
      if (parsed && typeof parsed === 'object') memory = parsed as Record<string, HostState>;
    } catch {
      // Unreadable or blocked storage: the memory copy stands.
    }
    return memory;
  };
  const write = (states: Record<string, HostState>) => {
    memory = states;
    try {
      storage()?.setItem(storageKey, JSON.stringify(states));
    } catch {
      // Full or blocked storage: the memory copy stands.
    }
  };
  const cache = {
    get<T>(
      key: object | string,
      defaultValue: () => Readonly<Promise<T>>,
      events?: { miss?: (value: T) => Readonly<Promise<unknown>> },
    ) {
      const host = key as Host;
      const state = read()[hostKey(host)];
      if (state && ['up', 'down', 'timed out'].includes(state.status) && Number.isFinite(state.lastUpdate)) {
        return Promise.resolve(statefulHost(host, state, now) as T);
      }
      return defaultValue().then(async (value) => {
        await events?.miss?.(value);
        return value;
      });
    },
    set<T>(key: object | string, value: T) {
      const host = value as unknown as StatefulHost;
      write({ ...read(), [hostKey(key as Host)]: { status: host.status, lastUpdate: host.lastUpdate } });
      return Promise.resolve(value);
    },
    delete(key: object | string) {
      const gone = hostKey(key as Host);
      write(Object.fromEntries(Object.entries(read()).filter(([k]) => k !== gone)));
      return Promise.resolve();
    },
    clear() {
      write({});
      return Promise.resolve();
    },
  };
  return cache as Cache;
}

export function createAlgoliaClient(appId: string, apiKey: string): LiteClient {
  return liteClient(appId, apiKey, {
    timeouts: { ...ALGOLIA_TIMEOUTS },
    hostsCache: createHostsCache({ appId }),
  });
}
