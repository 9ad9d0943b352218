import React, { type ReactNode } from 'react';
import { PageMetadata } from '@docusaurus/theme-common';
import BlogAuthorsListPage from '@theme-original/Blog/Pages/BlogAuthorsListPage';
import type BlogAuthorsListPageType from '@theme/Blog/Pages/BlogAuthorsListPage';
import type { WrapperProps } from '@docusaurus/types';
import { pageDescriptions } from '@site/config/page-descriptions';

type Props = WrapperProps<typeof BlogAuthorsListPageType>;

/**
 * Wraps the blog's authors page to give it a meta description, which the
 * theme leaves out (issue 16) and no blog option sets. The theme's own
 * PageMetadata inside sets the title only, so this description stays.
 */
export default function BlogAuthorsListPageWrapper(props: Props): ReactNode {
  return (
    <>
      <PageMetadata description={pageDescriptions.blogAuthors} />
      <BlogAuthorsListPage {...props} />
    </>
  );
}
