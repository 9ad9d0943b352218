import { product } from './product';

/**
 * Meta descriptions of the pages the theme generates without one (issue 16):
 * each says what is on the page, in at most 160 characters. The blog archive's
 * is a theme translation (i18n/en/code.json, `theme.blog.archive.description`),
 * since the theme shows it as the page's subtitle too;
 * tests/unit/crawlers.test.ts checks them all in the build, with the search
 * page's (src/theme/SearchPage/description.ts, apart so that the page's
 * chunk carries its own text and nothing else).
 */
export const pageDescriptions = {
  blogTags: `Every tag on the ${product.name} blog, each with its number of posts. Pick one to read the release notes, guides or best practices filed under it.`,
  blogAuthors: `The people who write the ${product.name} blog, each with their role and the number of posts they have written.`,
  notFound: `This page does not exist on the ${product.name} documentation site. Start again from the home page, the getting-started guide or the component catalogue.`,
} as const;
