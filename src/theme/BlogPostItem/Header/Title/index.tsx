/**
 * Wraps (does not eject) the theme's BlogPostItem/Header/Title to put the
 * page-actions menu (src/components/PageActions, issue 11) beside a blog
 * post's title, on the post's own page only (the list pages use the same
 * component for each post's H2).
 *
 * The menu comes just before the title inside the post's `<header>` and
 * floats right, so the H1 flows beside it.
 * src/components/PageActions/__tests__/theme-markup.test.ts fails if the
 * theme's markup around the title changes.
 */
import type { ReactElement } from 'react';
import { useBlogPost } from '@docusaurus/plugin-content-blog/client';
import type { WrapperProps } from '@docusaurus/types';
import Title from '@theme-original/BlogPostItem/Header/Title';
import type TitleType from '@theme/BlogPostItem/Header/Title';
import PageActions from '@site/src/components/PageActions';

type Props = WrapperProps<typeof TitleType>;

export default function TitleWrapper(props: Props): ReactElement {
  const { metadata, isBlogPostPage } = useBlogPost();
  return (
    <>
      {isBlogPostPage && <PageActions permalink={metadata.permalink} />}
      <Title {...props} />
    </>
  );
}
