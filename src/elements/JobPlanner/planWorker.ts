/**
 * The plan page's planner in a Web Worker (issue 51): a whole org's package.xml (2 MB, 31,915
 * members, tests/fixtures/manifests/67-…) took one task of 183 ms on the main thread of a desktop
 * Chromium, and 527 ms at a phone's 4× slower CPU, while the page could not answer a tap. Here it
 * blocks nothing the reader touches. ./engine.ts starts it and falls back to planning in the page.
 */
import { answerPlan, type PlanMessage, type PlanWorkerReply } from './planRequest';

// A dedicated worker's global scope; the project's TypeScript lib is the DOM's, not the worker's.
const scope = self as unknown as {
  postMessage(message: PlanWorkerReply): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<PlanMessage>) => void): void;
};

scope.addEventListener('message', ({ data: { id, text, data } }) => {
  try {
    scope.postMessage({ id, reply: answerPlan(text, data) });
  } catch (error) {
    scope.postMessage({ id, failed: error instanceof Error ? error.message : String(error) });
  }
});
