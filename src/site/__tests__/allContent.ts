import type { AllContent } from '@docusaurus/types';

/**
 * The parts of Docusaurus's loaded content the site model reads, for its
 * tests and the search records' (src/plugins/search-index/__tests__/records.test.ts): docs
 * listed out of sidebar order, a FAQ and a contributors' page, an unlisted
 * and a draft doc, a blog post, an MDX page and a test-only page; `pages`
 * adds to the default pages instance.
 */
export function allContent(pages: object[] = []): AllContent {
  const doc = (id: string, permalink: string, extra: object = {}) => ({
    id,
    title: `Title of ${id}`,
    description: `About ${id}.`,
    source: `@site/docs/${id}.mdx`,
    permalink,
    unlisted: false,
    frontMatter: {},
    ...extra,
  });
  return {
    'docusaurus-plugin-content-docs': {
      default: {
        loadedVersions: [
          {
            versionName: 'current',
            sidebars: {
              tutorialSidebar: [
                { type: 'doc', id: 'intro' },
                {
                  type: 'category',
                  label: 'Getting started',
                  link: { type: 'doc', id: 'start/index' },
                  items: [{ type: 'doc', id: 'start/run' }],
                },
              ],
            },
            docs: [
              doc('start/run', '/start/run', { frontMatter: { keywords: ['kick off a deploy', 'go live'] } }),
              doc('intro', '/', { frontMatter: { search_kind: 'hub' } }),
              doc('start/index', '/start', { frontMatter: { search_kind: 'hub' } }),
              doc('faq', '/faq', { frontMatter: { search_kind: 'faq' } }),
              doc('markdown-page', '/markdown-page', { frontMatter: { search_kind: 'contributors' } }),
              doc('hidden', '/hidden', { unlisted: true }),
              doc('draft', '/draft', { frontMatter: { draft: true } }),
            ],
          },
        ],
      },
    },
    'docusaurus-plugin-content-blog': {
      default: {
        blogPosts: [
          {
            id: 'post',
            content: '',
            metadata: {
              permalink: '/blog/post',
              source: '@site/blog/post.mdx',
              title: 'A post',
              description: 'News.',
              unlisted: false,
              frontMatter: {},
            },
          },
        ],
      },
    },
    'docusaurus-plugin-content-pages': {
      default: [
        {
          type: 'mdx',
          permalink: '/privacy-policy',
          source: '@site/src/pages/privacy-policy.mdx',
          frontMatter: { title: 'Privacy' },
          unlisted: false,
        },
        ...pages,
      ],
      'test-pages': [
        {
          type: 'mdx',
          permalink: '/tests/crash',
          source: '@site/test-pages/crash.mdx',
          frontMatter: {},
          unlisted: false,
        },
      ],
    },
  } as unknown as AllContent;
}
