/**
 * Replaces (renders nothing) the theme's BlogPostPage/StructuredData: a
 * post's BlogPosting JSON-LD is written into the built page by
 * src/plugins/share-metadata, complete with the post's social card as its
 * image, which the theme's version leaves out unless front matter names an
 * image. Keeping both would give crawlers two BlogPosting objects for one
 * post; this also takes the JSON-LD code out of the post page's JavaScript.
 *
 * tests/unit/theme-overrides.test.ts fails if the theme's BlogPostPage stops
 * rendering this component (the theme would then emit its own JSON-LD
 * elsewhere), and tests/unit/share-metadata.test.ts if a post page carries
 * more or fewer than one BlogPosting.
 */
export default function BlogPostPageStructuredData(): null {
  return null;
}
