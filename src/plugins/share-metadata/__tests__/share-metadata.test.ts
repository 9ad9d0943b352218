import { mkdtemp, readFile, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import {
  CARD_CACHE_DAYS,
  CARD_HEIGHT,
  CARD_WIDTH,
  cachedCard,
  pruneCards,
  type CardContent,
  type CardStats,
} from '../card';
import { headTags, jsonLdScript, type SharedPage, type SiteFacts } from '../structured-data';

const ROOT = path.resolve(__dirname, '../../../..');

const site: SiteFacts = {
  siteUrl: 'https://docs.example/',
  siteName: 'Docs',
  productName: 'Product',
  description: 'Tagline',
  logo: 'https://docs.example/img/logo.svg',
  searchPath: '/search/',
  blogPath: '/blog/',
};
const page: SharedPage = {
  facts: { kind: 'doc', breadcrumbs: [{ name: 'Section', path: '/s/' }, { name: 'A "page"' }] },
  title: 'A "page" </script>',
  description: 'What it says',
  url: 'https://docs.example/s/page/',
  image: 'https://docs.example/img/social/s--page.0123abcd.png',
  imageAlt: 'A "page": Section, Docs',
};
const size = { width: CARD_WIDTH, height: CARD_HEIGHT };

test('head tags: adds only what the page lacks, escapes attributes, and no text closes the JSON-LD script', () => {
  const existing =
    '<meta data-rh="true" property="og:type" content="article"><meta name="twitter:card" content="x">';
  const tags = headTags(existing, page, site, size);
  expect(tags).not.toContain('property="og:type"');
  expect(tags).not.toContain('twitter:card');
  expect(tags).toContain('<meta property="og:image:alt" content="A &quot;page&quot;: Section, Docs">');
  expect(headTags('', page, site, size)).toContain('<meta property="og:type" content="article">');
  expect(headTags('', page, site, size)).toContain(
    '<meta name="twitter:card" content="summary_large_image">',
  );

  const script = jsonLdScript({ headline: page.title });
  expect(script.slice(0, -'</script>'.length)).not.toContain('</');
  expect(JSON.parse(/>([^<]*)</.exec(script)?.[1] ?? '')).toEqual({ headline: page.title });
});

test('a card is a 1200×630 PNG, drawn once per content and then read from the cache', async () => {
  const cacheDir = await mkdtemp(path.join(os.tmpdir(), 'social-cards-'));
  try {
    const stats: CardStats = { drawn: 0, cached: 0 };
    const content: CardContent = {
      title: 'Run a job',
      section: 'Getting started',
      product: 'Metaferry',
      host: 'docs.example',
    };
    const first = await cachedCard(content, ROOT, cacheDir, stats);
    expect(first.png.readUInt32BE(16)).toBe(CARD_WIDTH);
    expect(first.png.readUInt32BE(20)).toBe(CARD_HEIGHT);
    const again = await cachedCard({ ...content }, ROOT, cacheDir, stats);
    expect(again.key).toBe(first.key);
    expect(stats).toEqual({ drawn: 1, cached: 1 });
    const other = await cachedCard({ ...content, title: 'Create a job' }, ROOT, cacheDir, stats);
    expect(other.key).not.toBe(first.key);
    expect(other.png.equals(first.png)).toBe(false);
    expect(stats).toEqual({ drawn: 2, cached: 1 });
    expect((await readdir(cacheDir)).sort()).toEqual([`${first.key}.png`, `${other.key}.png`].sort());
    // Two builds drawing the same new card at once (scripts/test.sh runs two side by side): each
    // gets the whole card, and the cache holds it once, whole, with nothing half-written beside it.
    const third = { ...content, title: 'Read the plan' };
    const [a, b] = await Promise.all([
      cachedCard(third, ROOT, cacheDir, { drawn: 0, cached: 0 }),
      cachedCard(third, ROOT, cacheDir, { drawn: 0, cached: 0 }),
    ]);
    expect(a.png.equals(b.png)).toBe(true);
    expect((await readFile(path.join(cacheDir, `${a.key}.png`))).equals(a.png)).toBe(true);
    expect((await readdir(cacheDir)).filter((name) => !name.endsWith('.png'))).toEqual([]);
  } finally {
    await rm(cacheDir, { recursive: true, force: true });
  }
});

test('the card cache keeps what a build used in the last days and prunes the rest', async () => {
  const cacheDir = await mkdtemp(path.join(os.tmpdir(), 'social-cards-'));
  try {
    const now = new Date('2026-11-25T12:00:00Z');
    const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);
    const content: CardContent = {
      title: 'Run a job',
      section: 'Guides',
      product: 'Metaferry',
      host: 'a.example',
    };
    const stats: CardStats = { drawn: 0, cached: 0 };
    const used = await cachedCard(content, ROOT, cacheDir, stats, daysAgo(CARD_CACHE_DAYS + 5));
    // Read again by a build 2 days ago: that use counts, so it stays.
    await cachedCard(content, ROOT, cacheDir, stats, daysAgo(2));
    expect(stats).toEqual({ drawn: 1, cached: 1 });
    const stale = path.join(cacheDir, 'abcdef0123456789.png');
    // What a build stopped while writing a card left.
    const partial = path.join(cacheDir, 'abcdef0123456789.png.0a1b2c3d4e5f.part');
    const other = path.join(cacheDir, 'notes.txt');
    for (const file of [stale, partial, other]) {
      await writeFile(file, 'x');
      await utimes(file, daysAgo(CARD_CACHE_DAYS + 1), daysAgo(CARD_CACHE_DAYS + 1));
    }
    expect(await pruneCards(cacheDir, now)).toBe(2);
    expect((await readdir(cacheDir)).sort()).toEqual([`${used.key}.png`, 'notes.txt']);
    expect(await pruneCards(path.join(cacheDir, 'missing'), now)).toBe(0);
  } finally {
    await rm(cacheDir, { recursive: true, force: true });
  }
});
