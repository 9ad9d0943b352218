/**
 * Makes "is there a Yes/No question?" a build-time constant for the bundler
 * (issue 13). The answer is in `customFields.feedback` too, but a value read
 * at run time keeps the question's loader in every doc page's chunk even in
 * a build where it never shows (the public build, ~0.3 KB gzipped on every
 * doc page against a budget with less room than that). With
 * `__PAGE_FEEDBACK_QUESTION__` defined, the minifier drops the dead branch
 * and webpack never emits the question's chunk.
 * tests/unit/page-feedback.test.ts checks the public build has neither.
 */
import type { Plugin } from '@docusaurus/types';

export interface PageFeedbackPluginOptions {
  question: boolean;
}

export default function pageFeedbackPlugin(_context: unknown, rawOptions: unknown): Plugin {
  const options = rawOptions as Partial<PageFeedbackPluginOptions> | undefined;
  if (typeof options?.question !== 'boolean') {
    throw new Error('page-feedback plugin: options are { question: boolean }');
  }
  const question = options.question;
  return {
    name: 'page-feedback',
    configureWebpack(_config, _isServer, { currentBundler }) {
      return {
        plugins: [
          new currentBundler.instance.DefinePlugin({ __PAGE_FEEDBACK_QUESTION__: JSON.stringify(question) }),
        ],
      };
    },
  };
}
