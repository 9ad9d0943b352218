import React, { type ReactNode } from 'react';
import { PageMetadata } from '@docusaurus/theme-common';
import BlogTagsListPage from '@theme-original/BlogTagsListPage';
import type BlogTagsListPageType from '@theme/BlogTagsListPage';
import type { WrapperProps } from '@docusaurus/types';
import { pageDescriptions } from '@site/config/page-descriptions';

type Props = WrapperProps<typeof BlogTagsListPageType>;

/**
 * Wraps the blog's tag index to give it a meta description, which the theme
 * leaves out (issue 16) and no blog option sets. The theme's own
 * PageMetadata inside sets the title only, so this description stays.
 */
export default function BlogTagsListPageWrapper(props: Props): ReactNode {
  return (
    <>
      <PageMetadata description={pageDescriptions.blogTags} />
      <BlogTagsListPage {...props} />
    </>
  );
}
