/**
 * Client half of ./index.ts. Client modules are evaluated while the app's
 * entry is being imported, before it assigns `window.docusaurus` (a frozen
 * object), so an accessor installed here sees that assignment and hands out
 * a copy whose `prefetch` is queued. Nothing else about the object changes.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import { idlePrefetch, type Api } from './queue';

if (ExecutionEnvironment.canUseDOM && !('docusaurus' in window)) {
  let api: Api | undefined;
  Object.defineProperty(window, 'docusaurus', {
    configurable: true,
    enumerable: true,
    get: () => api,
    set(value: Api) {
      api = Object.freeze({ ...value, prefetch: idlePrefetch(value.prefetch.bind(value)) });
    },
  });
}
