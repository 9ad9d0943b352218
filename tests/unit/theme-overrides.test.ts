import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import {
  BACKDROP_ATTRIBUTES,
  DOCSEARCH,
  DOCSEARCH_VERSION,
  ITEM_ID_SUFFIX,
  LIST_ID_SUFFIX,
} from '../../src/theme/SearchBar/docsearchMarkup';

/**
 * The accessibility overrides in src/theme (Tabs, TabItem,
 * DocRoot/Layout/Sidebar, TOC, BlogArchivePage) lean on the markup of
 * @docusaurus/theme-classic 3.7.0, and SearchBar on @docsearch/react 3.9.0's. The first tests read the theme's source and
 * fail, naming the override, when that markup changes, so an upgrade revisits
 * each one; the others check what the overrides produce in build/.
 */
const ROOT = path.resolve(__dirname, '../..');
const THEME = path.join(ROOT, 'node_modules/@docusaurus/theme-classic/lib/theme');
const BUILD = path.join(ROOT, 'build');

const DOCSEARCH_DIR = path.join(ROOT, 'node_modules/@docsearch');

const upstream = (component: string) => readFileSync(path.join(THEME, component, 'index.js'), 'utf8');
/** The theme's source with runs of whitespace made one space, so formatting does not matter. */
const squashed = (component: string) => upstream(component).replace(/\s+/g, ' ');

test.describe('the theme markup the overrides depend on', () => {
  test("Root is core's bare wrapper, which src/theme/Root replaces to add the page tools", () => {
    const core = readFileSync(
      path.join(ROOT, 'node_modules/@docusaurus/core/lib/client/theme-fallback/Root/index.js'),
      'utf8',
    ).replace(/\s+/g, ' ');
    expect(core).toContain('export default function Root({ children }) { return <>{children}</>; }');
    expect(readFileSync(path.join(ROOT, 'src/theme/Root.tsx'), 'utf8')).toContain('{children}');
  });

  test('MDXComponents is a plain map the override can spread (src/theme/MDXComponents adds StaticIsland)', () => {
    const source = squashed('MDXComponents');
    expect(source).toContain('const MDXComponents = {');
    expect(source).toContain('export default MDXComponents;');
    expect(source).not.toContain('StaticIsland');
  });

  test("the site keeps Docusaurus's two MDX compilations apart, which the islands rely on (src/elements/StaticIsland)", () => {
    // With mdxCrossCompilerCache (or experimental_faster: true) the server build reuses the browser's
    // compilation, whose islands are empty.
    const config = readFileSync(path.join(ROOT, 'docusaurus.config.ts'), 'utf8');
    expect(config).not.toMatch(/experimental_faster|mdxCrossCompilerCache/);
    const loader = readFileSync(
      path.join(ROOT, 'node_modules/@docusaurus/mdx-loader/lib/processor.js'),
      'utf8',
    ).replace(/\s+/g, ' ');
    // The compiler's name reaches remark plugins as file.data.compilerName.
    expect(loader).toContain('data: { frontMatter, compilerName, }');
  });

  test('Tabs spreads a tab value’s attributes onto its role="tab" item and keeps the panels’ props', () => {
    const source = squashed('Tabs');
    // src/theme/Tabs puts id and aria-controls in `attributes`.
    const tab = source.slice(source.indexOf('<li '), source.indexOf('</li>'));
    expect(tab).toContain('role="tab"');
    expect(tab).toContain('{...attributes}');
    // src/theme/Tabs hands panelId and tabId to each TabItem: the theme clones them, keeping their props.
    expect(source).toContain(
      'cloneElement(tabItem, { key: i, hidden: tabItem.props.value !== selectedValue, })',
    );
    expect(source).toContain('cloneElement(selectedTabItem, {');
  });

  test('TabItem is a plain function that returns its role="tabpanel" div', () => {
    // src/theme/TabItem calls it as a function and adds id and aria-labelledby to that div.
    const source = squashed('TabItem');
    expect(source).toMatch(
      /export default function TabItem\(\{children, hidden, className\}\) \{ return \( <div role="tabpanel"/,
    );
    expect(source).not.toMatch(/\buse[A-Z]\w*\(/);
  });

  test('DocRoot/Layout/Sidebar is a plain function that returns the sidebar’s <aside>', () => {
    // src/theme/DocRoot/Layout/Sidebar calls it as a function and names that aside.
    const source = squashed('DocRoot/Layout/Sidebar');
    expect(source).toMatch(/export default function DocRootLayoutSidebar\(\{[^}]*\}\) \{/);
    expect(source).toMatch(/return \( <aside className=\{clsx\( ThemeClassNames\.docs\.docSidebarContainer/);
  });

  test('TOC is a plain function that returns its sticky <div>', () => {
    // src/theme/TOC calls it as a function and renders that div's props as a <nav>.
    const source = squashed('TOC');
    expect(source).toMatch(
      /export default function TOC\(\{className, \.\.\.props\}\) \{ return \( <div className=\{clsx\(styles\.tableOfContents/,
    );
    expect(source).not.toMatch(/\buse[A-Z]\w*\(/);
  });

  test('TOC and TOCCollapsible take the contents and their deepest level as props, which src/theme/TOC/islandHeadings.ts adds to', () => {
    // The wrappers hand both components more entries (an island's level-3 headings) and level 3.
    expect(squashed('TOC')).toContain('<TOCItems {...props} ');
    expect(squashed('TOCCollapsible')).toMatch(
      /<TOCItems toc=\{toc\} minHeadingLevel=\{minHeadingLevel\} maxHeadingLevel=\{maxHeadingLevel\} \/>/,
    );
    expect(squashed('TOCItems')).toContain(
      'useFilteredAndTreeifiedTOC({ toc, minHeadingLevel, maxHeadingLevel, })',
    );
  });

  test('BlogArchivePage is still the 3.7.0 page that src/theme/BlogArchivePage replaces', () => {
    // Still h3 years and a <header> beside <main>: when this fails, see whether the
    // theme fixed both (drop the override) or changed otherwise (port the change).
    const source = squashed('BlogArchivePage');
    expect(source).toContain('<Heading as="h3" id={year}>');
    expect(source).toMatch(/<Layout> <header className="hero hero--primary">[\s\S]*<\/header> <main>/);
    expect(source).toContain('return posts.set(year, [post, ...yearPosts]);');
  });

  test('LastUpdated still renders the markup, class and translation ids that src/theme/LastUpdated renders', () => {
    // src/theme/LastUpdated renders the same sentence without Intl (and with its itemscope):
    // when the theme's markup changes, port the change there.
    const source = squashed('LastUpdated');
    for (const id of [
      'theme.lastUpdated.atDate',
      'theme.lastUpdated.byUser',
      'theme.lastUpdated.lastUpdatedAtBy',
    ])
      expect(source).toContain(`id="${id}"`);
    expect(source).toContain(
      '<b> <time dateTime={atDate.toISOString()} itemProp="dateModified"> {formattedLastUpdatedAt} </time> </b>',
    );
    expect(source).toContain(
      "useDateTimeFormat({ day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC', })",
    );
    expect(source).toContain("{' on {date}'}");
    expect(source).toContain("{' by {user}'}");
    expect(source).toContain("{'Last updated{atDate}{byUser}'}");
    expect(source).toContain('<span className={ThemeClassNames.common.lastUpdated}>');
  });

  test('SearchBar: @docsearch/react and @docsearch/css are the version the override was written against', () => {
    // src/theme/SearchBar replaces the theme's and reaches into DocSearch's markup (docsearchMarkup.ts):
    // after an upgrade, check each repair against the new markup, then update DOCSEARCH_VERSION.
    for (const name of ['react', 'css']) {
      const pkg = JSON.parse(readFileSync(path.join(DOCSEARCH_DIR, name, 'package.json'), 'utf8')) as {
        version: string;
      };
      expect(pkg.version, `@docsearch/${name}`).toBe(DOCSEARCH_VERSION);
    }
  });

  test('SearchBar: the DocSearch markup its repairs, error screen and shortcuts touch is in DocSearch’s bundle', () => {
    const bundle = readFileSync(path.join(DOCSEARCH_DIR, 'react/dist/esm/index.js'), 'utf8');
    // The classes the override queries (a11yRepair.ts, useSearchFailed.ts, index.tsx, shortcuts.ts).
    expect(bundle).toContain(`className:"${DOCSEARCH.dropdown}"`);
    expect(bundle).toContain(`createElement("input",m({className:"${DOCSEARCH.input}"`);
    expect(bundle).toContain(`document.body.classList.add("${DOCSEARCH.activeBody}")`);
    // The backdrop: autocomplete's root props, role="button" and tabindex="0" on the container. Every
    // attribute it gets is one the repair removes, but aria-controls, which is allowed on any element.
    const backdrop = new RegExp(
      `createElement\\("div",\\w+\\(\\{ref:\\w+\\},(\\w+)\\(\\{"aria-expanded":!0\\}\\),` +
        `\\{className:\\["DocSearch","${DOCSEARCH.container}"[^\\]]*\\]\\.filter\\(Boolean\\)\\.join\\(" "\\),` +
        `role:"button",tabIndex:0,`,
    ).exec(bundle);
    expect(backdrop, 'the backdrop element').not.toBeNull();
    expect(bundle).toContain(`${backdrop?.[1]}=ee.getRootProps`);
    const rootProps = /getRootProps:function\(e\)\{return \w+\(\{([^}]*)\}/.exec(bundle)?.[1] ?? '';
    const rootAttributes = [...rootProps.matchAll(/(?:^|,)"?([\w-]+)"?:/g)].map((m) => m[1] ?? '');
    expect(rootAttributes).toContain('aria-expanded');
    const removed: readonly string[] = BACKDROP_ATTRIBUTES;
    for (const name of ['role', 'tabindex', ...rootAttributes.filter((a) => a !== 'aria-controls')])
      expect(removed, `the repair removes ${name} from the backdrop`).toContain(name);
    // The hit lists: every one gets autocomplete's list props without its source (the duplicate id
    // "docsearch-list"), its items ids with the source, and the input's aria-controls names the
    // source's list: the id the repair gives each list from its items' ids.
    expect(bundle).toContain('e.createElement("ul",t.getListProps(),');
    expect(bundle).toContain(
      `getListProps:function(e){var r=e||{},n=r.source,o=kt(r,Et);return It({role:"${DOCSEARCH.listRole}",`,
    );
    expect(bundle).toContain('id:we(t.id,"list",n)');
    expect(bundle).toContain(
      'getItemProps:function(e){var i=e.item,a=e.source,c=kt(e,jt);return It({id:we(t.id,"item-".concat(i.__autocomplete_id),a)',
    );
    expect(bundle).toContain('a({item:r,source:u.source,');
    expect(bundle).toContain('return we(t.id,"list",r)})).join(" ")');
    expect(bundle).toContain(
      'function we(e,t,r){return[e,null==r?void 0:r.sourceId,t].filter(Boolean).join("-")',
    );
    expect('docsearch-docs-item-3'.replace(ITEM_ID_SUFFIX, LIST_ID_SUFFIX)).toBe('docsearch-docs-list');
    // The hit component gets { hit, children } (Hit.tsx).
    expect(bundle).toMatch(
      /createElement\(\w,\{hit:\w\},e\.createElement\("div",\{className:"DocSearch-Hit-Container/,
    );
    // The error screen the override renders itself (ErrorScreen.tsx): DocSearch's classes and texts.
    expect(bundle).toContain(
      'createElement("div",{className:"DocSearch-ErrorScreen"},e.createElement("div",{className:"DocSearch-Screen-Icon"}',
    );
    for (const text of [
      'DocSearch-Title',
      'DocSearch-Help',
      'Unable to fetch results',
      'You might want to check your network connection.',
    ])
      expect(bundle).toContain(text);
    // The button (SearchButton.tsx) is ours with DocSearch's classes, styled by its button.css.
    const buttonCss = readFileSync(path.join(DOCSEARCH_DIR, 'css/dist/button.css'), 'utf8');
    for (const name of [
      'DocSearch-Button',
      'DocSearch-Button-Container',
      'DocSearch-Search-Icon',
      'DocSearch-Button-Placeholder',
      'DocSearch-Button-Keys',
      'DocSearch-Button-Key',
    ])
      expect(buttonCss, name).toMatch(new RegExp(`\\.${name}\\b`));
  });

  test('BlogPostPage emits its JSON-LD only through the StructuredData that src/theme replaces', () => {
    // src/plugins/share-metadata writes the post's BlogPosting instead; if the
    // page built it elsewhere, posts would carry two.
    const source = upstream('BlogPostPage');
    expect(source).toContain("import BlogPostPageStructuredData from '@theme/BlogPostPage/StructuredData';");
    expect(source).toContain('<BlogPostPageStructuredData />');
    expect(source).not.toMatch(/ld\+json|useBlogPostStructuredData/);
  });
});

function pages(dir: string, base = dir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return pages(full, base);
    return entry.name.endsWith('.html') ? [path.relative(base, full)] : [];
  });
}

type Tag = { name: string; attrs: Map<string, string> };

/** The start tags of a page React rendered (attribute values always double-quoted). */
function startTags(html: string): Tag[] {
  return [...html.matchAll(/<([a-z][a-z0-9]*)\b([^>]*)>/g)].map((m) => ({
    name: m[1] ?? '',
    attrs: new Map(
      [...(m[2] ?? '').matchAll(/([^\s="]+)(?:="([^"]*)")?/g)].map((a) => [a[1] ?? '', a[2] ?? '']),
    ),
  }));
}

test.describe('what the overrides render in build/', () => {
  let html: Map<string, string>;
  test.beforeAll(() => {
    if (!existsSync(path.join(BUILD, 'index.html'))) {
      throw new Error('build/ is missing: run `npx docusaurus build` first (scripts/test.sh does)');
    }
    html = new Map(pages(BUILD).map((file) => [file, readFileSync(path.join(BUILD, file), 'utf8')]));
  });

  test('every tab controls a panel that is labelled by it, on every page', () => {
    const withTabs: string[] = [];
    for (const [file, source] of html) {
      const tags = startTags(source);
      const byId = new Map(tags.filter((t) => t.attrs.has('id')).map((t) => [t.attrs.get('id'), t]));
      const tabs = tags.filter((t) => t.attrs.get('role') === 'tab');
      if (tabs.length > 0) withTabs.push(file);
      for (const tab of tabs) {
        const id = tab.attrs.get('id');
        const panel = byId.get(tab.attrs.get('aria-controls'));
        expect(id, `${file}: a tab without an id`).toBeTruthy();
        expect(panel?.attrs.get('role'), `${file}: tab ${id} controls no tabpanel`).toBe('tabpanel');
        expect(panel?.attrs.get('aria-labelledby'), `${file}: the panel of ${id} is not labelled by it`).toBe(
          id,
        );
      }
    }
    expect(withTabs.sort()).toEqual(['markdown-page/index.html', 'start/how-to-start/index.html']);
  });

  test('where a page has more than one <aside>, each has a name', () => {
    let pagesWithTwo = 0;
    for (const [file, source] of html) {
      const asides = startTags(source).filter((t) => t.name === 'aside');
      if (asides.length < 2) continue;
      pagesWithTwo += 1;
      for (const aside of asides) {
        expect(
          aside.attrs.get('aria-label') ?? aside.attrs.get('aria-labelledby'),
          `${file}: ${aside.attrs.get('class')}`,
        ).toBeTruthy();
      }
    }
    // The 23 catalogue pages with "At a glance" beside the docs sidebar.
    expect(pagesWithTwo).toBeGreaterThanOrEqual(23);
  });

  test('on every page with a table of contents, it is a <nav> named "On this page"', () => {
    let blogPosts = 0;
    for (const [file, source] of html) {
      const tocs = startTags(source).filter((t) => /\btableOfContents_/.test(t.attrs.get('class') ?? ''));
      for (const toc of tocs) {
        expect(toc.name, file).toBe('nav');
        expect(toc.attrs.get('aria-label'), file).toBe('On this page');
      }
      if (file.startsWith('blog/') && tocs.length > 0) blogPosts += 1;
    }
    expect(blogPosts, 'blog posts with a table of contents').toBeGreaterThanOrEqual(3);
  });

  test('the blog archive: one banner, its title opens <main>, years are h2', () => {
    const source = html.get('blog/archive/index.html') ?? '';
    const main = source.slice(source.indexOf('<main'), source.indexOf('</main>'));
    expect(main).toMatch(/^<main><header class="hero hero--primary">.*<h1 class="hero__title">Archive<\/h1>/);
    expect(source.match(/<header\b/g)).toHaveLength(1);
    expect(main.match(/<h2\b[^>]*id="\d{4}"/g)?.length).toBeGreaterThan(0);
    expect(main).not.toMatch(/<h3\b/);
  });
});
