/** The plan page's one request (../planRequest.ts): what its worker and the page both answer. */
import { expect, test } from '@playwright/test';
import { planData } from '../../../data/package-plan/data';
import { answerPlan } from '../planRequest';

test('a plan comes back as plain data a worker can post: the plan and its checklist', () => {
  const reply = answerPlan('Flow, ApexClass', planData());
  expect(reply.kind).toBe('plan');
  if (reply.kind !== 'plan') return;
  expect(reply.plan.components).toBe(2);
  expect(reply.checklist).toContain('/supported-components/');
  // What postMessage copies is what the page renders: a structured clone loses nothing of it.
  expect(structuredClone(reply)).toEqual(reply);
});

test("the reader's error comes back as a message with its line; nothing else is swallowed", () => {
  const reply = answerPlan(
    '<?xml version="1.0"?>\n<Package>\n<types><members>A</member>\n</Package>',
    planData(),
  );
  expect(reply).toEqual({
    kind: 'error',
    message: expect.stringMatching(/^Line 3, column \d+: /) as unknown,
  });
  // Data that isn't the planner's: its own error, thrown for the page's error boundary.
  expect(() => answerPlan('Flow', {} as never)).toThrow();
});
