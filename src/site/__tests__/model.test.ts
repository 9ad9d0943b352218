import path from 'node:path';
import { expect, test } from '@playwright/test';
import { allContent } from './allContent';
import { readingDepth, siteModel } from '../model';
import { sidebarTrails } from '../sidebar';

test('breadcrumb trails follow the sidebar as the theme does: categories, then the doc', () => {
  const paths: Record<string, string> = {
    'start/index': '/start/',
    'start/run': '/start/run/',
    faq: '/faq/',
  };
  const trails = sidebarTrails(
    [
      { type: 'doc', id: 'faq' },
      {
        type: 'category',
        label: 'Getting started',
        link: { type: 'doc', id: 'start/index' },
        items: [
          { type: 'category', label: 'Unlinked', items: [{ type: 'doc', id: 'start/run', label: 'Run' }] },
        ],
      },
    ],
    (id) => paths[id],
    (id) => `Title of ${id}`,
  );
  expect(trails.get('faq')).toEqual({ crumbs: [{ name: 'Title of faq', path: '/faq/' }], section: '' });
  expect(trails.get('start/index')).toEqual({
    crumbs: [{ name: 'Getting started', path: '/start/' }],
    section: 'Getting started',
  });
  expect(trails.get('start/run')).toEqual({
    crumbs: [
      { name: 'Getting started', path: '/start/' },
      { name: 'Unlinked', path: undefined },
      { name: 'Run', path: '/start/run/' },
    ],
    section: 'Getting started',
  });
});

const options = { siteDir: '/site', trailingSlash: true, baseUrl: '/' };

test('one model: docs in reading order with section, trail and order; hidden pages only by route', () => {
  const model = siteModel(allContent(), options);
  expect(model.docs.map((d) => [d.route, d.section, d.order, d.kind])).toEqual([
    ['/', 'Documentation', 0, 'hub'],
    ['/start/', 'Getting started', 1, 'hub'],
    ['/start/run/', 'Getting started', 2, 'docs'],
    ['/faq/', 'Documentation', null, 'faq'],
    ['/markdown-page/', 'Documentation', null, 'contributors'],
  ]);
  expect(model.docs.find((d) => d.id === 'start/run')?.trail).toEqual([
    { name: 'Getting started', path: '/start/' },
    { name: 'Title of start/run', path: '/start/run/' },
  ]);
  expect(model.docs.find((d) => d.id === 'start/run')?.file).toBe(path.resolve('/site/docs/start/run.mdx'));
  expect(model.byRoute.get('/hidden/')?.hidden).toBe(true);
  expect(model.byRoute.get('/draft/')?.hidden).toBe(true);
  expect(model.pages.some((p) => p.route === '/hidden/' || p.route === '/draft/')).toBe(false);
  expect(model.byRoute.has('/tests/crash/')).toBe(false);
  // The reading depth the build manifest gives the docs PDF (src/agents/manifest.ts).
  expect(
    model.docs.filter((d) => readingDepth(d) !== null).map((d) => [d.route, d.section, readingDepth(d)]),
  ).toEqual([
    ['/', 'Documentation', 0],
    ['/start/', 'Getting started', 0],
    ['/start/run/', 'Getting started', 1],
  ]);
});

test('computed once per load: the same allContent gives the same model', () => {
  const loaded = allContent();
  expect(siteModel(loaded, options)).toBe(siteModel(loaded, options));
});

test('a public JSX page fails the build, naming it; a test-only one is left out', () => {
  const jsx = (permalink: string) => ({ type: 'jsx', permalink, source: `@site/src/pages${permalink}.tsx` });
  expect(() => siteModel(allContent([jsx('/landing')]), options)).toThrow(
    /src\/pages\/landing\.tsx is a JSX page/,
  );
  const routes = (pages: object[]) => siteModel(allContent(pages), options).pages.map((p) => p.route);
  expect(routes([jsx('/tests/crash')])).toEqual(routes([]));
  expect(routes([])).toContain('/privacy-policy/');
});
