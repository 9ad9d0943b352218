/**
 * A page's social card: a 1200×630 PNG with its title, its section, the
 * product's name and logo, in the site's colors.
 *
 * Drawn with satori (layout and text to SVG, in JavaScript and WebAssembly)
 * and resvg's WebAssembly build (SVG to PNG), so no package needs a native
 * binary for the platform and the build needs no network: the fonts are
 * @fontsource/inter's WOFF files (satori reads TTF, OTF and WOFF, not WOFF2),
 * the logo is static/img/logo.svg.
 *
 * Sized for the smallest place a card is seen: chat apps show it about
 * 400 px wide, a third of its size, so the title is at least 60 px here
 * (20 px there) and the section 40 px.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, readdir, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import satori from 'satori';
import { Resvg, initWasm } from '@resvg/resvg-wasm';

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

/** What a card shows; its hash names the cached PNG. */
export interface CardContent {
  title: string;
  /** Getting started, Basic terminology, Blog…; empty for none. */
  section: string;
  product: string;
  /** The site's host, printed at the bottom so a card says where it links. */
  host: string;
}

/** The site's colors (src/css/custom.css, light mode) and the logo's light blue. */
export const COLORS = {
  primary: '#0a5fb0',
  primaryDarkest: '#07437b',
  accent: '#9fd3ff',
  text: '#ffffff',
} as const;

interface Assets {
  fonts: { name: string; data: Buffer; weight: 400 | 700 | 800; style: 'normal' }[];
  logo: string;
  /** Hash of everything that changes the drawing besides the content: this file, fonts, logo. */
  fingerprint: string;
}

// satori's element tree is React's shape ({ type, props }); it needs no React.
interface Node {
  type: string;
  props: {
    style?: Record<string, string | number>;
    children?: (Node | string)[] | Node | string;
    src?: string;
    width?: number;
    height?: number;
  };
}
const h = (type: string, style: Record<string, string | number>, ...children: (Node | string)[]): Node => ({
  type,
  props: { style, children },
});

/** Titles longer than this many characters get a smaller size so that three lines hold them. */
const LONG_TITLE = 48;
const PAD_X = 80;
const PAD_Y = 60;
/** The band along the bottom, in the site's primary color. */
const BAND = 16;

export function cardTree(content: CardContent, logo: string): Node {
  const titleSize = content.title.length > LONG_TITLE ? 60 : 72;
  return h(
    'div',
    {
      // satori sizes boxes without their padding (content-box).
      width: CARD_WIDTH - 2 * PAD_X,
      height: CARD_HEIGHT - 2 * PAD_Y - BAND,
      display: 'flex',
      flexDirection: 'column',
      justifyContent: 'space-between',
      padding: `${PAD_Y}px ${PAD_X}px`,
      // Solid: a gradient made every card about 115 KB instead of about 35.
      backgroundColor: COLORS.primaryDarkest,
      borderBottom: `${BAND}px solid ${COLORS.primary}`,
      color: COLORS.text,
      fontFamily: 'Inter',
    },
    h(
      'div',
      { display: 'flex', alignItems: 'center' },
      {
        type: 'img',
        props: {
          src: logo,
          width: 88,
          height: 88,
          style: { borderRadius: 18, border: `3px solid ${COLORS.accent}` },
        },
      },
      h('div', { marginLeft: 28, fontSize: 48, fontWeight: 800, letterSpacing: '-0.01em' }, content.product),
    ),
    h(
      'div',
      { display: 'flex', flexDirection: 'column', width: CARD_WIDTH - 2 * PAD_X },
      ...(content.section
        ? [
            h(
              'div',
              { fontSize: 40, fontWeight: 700, color: COLORS.accent, marginBottom: 20 },
              content.section,
            ),
          ]
        : []),
      h(
        'div',
        {
          fontSize: titleSize,
          fontWeight: 800,
          lineHeight: 1.12,
          letterSpacing: '-0.02em',
          display: 'block',
          lineClamp: 3,
        },
        content.title,
      ),
    ),
    h(
      'div',
      { display: 'flex', alignItems: 'center', fontSize: 30, fontWeight: 400, color: COLORS.accent },
      h('div', { width: 48, height: 6, backgroundColor: COLORS.accent, marginRight: 20, borderRadius: 3 }),
      content.host,
    ),
  );
}

let wasmReady: Promise<void> | undefined;
/** resvg's WebAssembly module, loaded from node_modules by path (no fetch), once per process. */
function loadResvg(): Promise<void> {
  wasmReady ??= readFile(require.resolve('@resvg/resvg-wasm/index_bg.wasm')).then((wasm) => initWasm(wasm));
  return wasmReady;
}

let assets: Promise<Assets> | undefined;
export function loadAssets(siteDir: string): Promise<Assets> {
  assets ??= (async () => {
    const fontDir = path.join(path.dirname(require.resolve('@fontsource/inter/package.json')), 'files');
    const weights = [400, 700, 800] as const;
    // latin-ext after latin: satori falls back font by font for glyphs the first lacks.
    const files = weights.flatMap((weight) =>
      ['latin', 'latin-ext'].map((subset) => ({
        weight,
        file: path.join(fontDir, `inter-${subset}-${weight}-normal.woff`),
      })),
    );
    const fonts = await Promise.all(
      files.map(async ({ weight, file }) => ({
        name: 'Inter',
        data: await readFile(file),
        weight,
        style: 'normal' as const,
      })),
    );
    const logoSvg = await readFile(path.join(siteDir, 'static/img/logo.svg'));
    const hash = createHash('sha256');
    hash.update(await readFile(__filename));
    for (const font of fonts) hash.update(font.data);
    hash.update(logoSvg);
    return {
      fonts,
      logo: `data:image/svg+xml;base64,${logoSvg.toString('base64')}`,
      fingerprint: hash.digest('hex'),
    };
  })();
  return assets;
}

export function cardKey(content: CardContent, fingerprint: string): string {
  return createHash('sha256').update(fingerprint).update(JSON.stringify(content)).digest('hex').slice(0, 16);
}

export async function renderCard(content: CardContent, loaded: Assets): Promise<Buffer> {
  // The tree's type is satori's ReactNode; our plain objects have its shape.
  const svg = await satori(cardTree(content, loaded.logo) as unknown as Parameters<typeof satori>[0], {
    width: CARD_WIDTH,
    height: CARD_HEIGHT,
    fonts: loaded.fonts,
  });
  await loadResvg();
  const resvg = new Resvg(svg, {
    fitTo: { mode: 'width', value: CARD_WIDTH },
    font: { loadSystemFonts: false },
  });
  const png = resvg.render();
  const buffer = Buffer.from(png.asPng());
  png.free();
  resvg.free();
  return buffer;
}

export interface CardStats {
  drawn: number;
  cached: number;
}

/**
 * The PNG for `content`, from `cacheDir` when a card with the same content
 * was drawn before (by this drawing code, fonts and logo), else drawn and
 * stored there. Returns the key, which also names the card in the build.
 */
export async function cachedCard(
  content: CardContent,
  siteDir: string,
  cacheDir: string,
  stats: CardStats,
  now: Date = new Date(),
): Promise<{ key: string; png: Buffer }> {
  const loaded = await loadAssets(siteDir);
  const key = cardKey(content, loaded.fingerprint);
  const file = path.join(cacheDir, `${key}.png`);
  try {
    const png = await readFile(file);
    stats.cached += 1;
    // Its last use, for pruneCards.
    await utimes(file, now, now);
    return { key, png };
  } catch {
    const png = await renderCard(content, loaded);
    await mkdir(cacheDir, { recursive: true });
    // Whole or not at all: two builds may share the cache at once (scripts/test.sh runs the public
    // and the fixture builds side by side), and a reader must never meet a half-written card.
    // A rename within one folder replaces the name at once.
    // Its own name per writer: two draws of one card may run in one process too.
    const partial = `${file}.${randomBytes(6).toString('hex')}.part`;
    await writeFile(partial, png);
    await utimes(partial, now, now);
    await rename(partial, file);
    stats.drawn += 1;
    return { key, png };
  }
}

/**
 * A card not used by any build for this long leaves the cache. Not "every
 * card this build did not use": the public and the fixture builds draw
 * different cards (their hosts differ) into one cache, and each would
 * delete the other's, so every build would draw them all again.
 */
export const CARD_CACHE_DAYS = 30;

/** Removes the cached cards last used more than CARD_CACHE_DAYS before `now`; returns how many. */
export async function pruneCards(cacheDir: string, now: Date = new Date()): Promise<number> {
  const oldest = now.getTime() - CARD_CACHE_DAYS * 86_400_000;
  let removed = 0;
  let names: string[];
  try {
    names = await readdir(cacheDir);
  } catch {
    return 0; // no cache yet
  }
  for (const name of names) {
    // A card, or one a build stopped while writing (cachedCard's `.part`).
    if (!/^[0-9a-f]+\.png(?:\.[0-9a-f]+\.part)?$/.test(name)) continue;
    const file = path.join(cacheDir, name);
    if ((await stat(file)).mtimeMs < oldest) {
      await rm(file, { force: true });
      removed += 1;
    }
  }
  return removed;
}
