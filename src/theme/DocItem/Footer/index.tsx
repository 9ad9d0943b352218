/**
 * Wraps (does not eject) the theme's DocItem/Footer to end every doc page
 * with page feedback (src/components/PageFeedback, issue 13): the question
 * when the build gives answers somewhere to go, and the "Report a problem
 * with this page" link always.
 *
 * The theme's footer (tags, "Edit this page") renders nothing on a page that
 * has neither, so the feedback comes after it rather than inside it, and is
 * on every doc page either way. tests/unit/page-feedback.test.ts fails if the
 * theme stops rendering DocItem/Footer at the end of the doc's article.
 */
import type { ReactElement } from 'react';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import type { WrapperProps } from '@docusaurus/types';
import Footer from '@theme-original/DocItem/Footer';
import type FooterType from '@theme/DocItem/Footer';
import PageFeedback from '@site/src/components/PageFeedback';

type Props = WrapperProps<typeof FooterType>;

export default function FooterWrapper(props: Props): ReactElement {
  const { metadata } = useDoc();
  // The page's address as readers and the canonical link have it: the docs
  // plugin's permalink lacks the slash that `trailingSlash: true` adds.
  const path = metadata.permalink.endsWith('/') ? metadata.permalink : `${metadata.permalink}/`;
  return (
    <>
      <Footer {...props} />
      <PageFeedback permalink={path} title={metadata.title} />
    </>
  );
}
