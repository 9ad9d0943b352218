import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { COPYRIGHT_YEARS, footer } from '../footer';
import { navbar } from '../navbar';
import { product } from '../product';
import { socialLinks } from '../../src/data/social';
import config from '../../docusaurus.config';

test('the site config carries the spec constants', () => {
  expect(config.trailingSlash).toBe(true);
  expect(config.baseUrl).toBe('/');
  expect(config.onBrokenLinks).toBe('throw');
  expect(config.onBrokenAnchors).toBe('warn');
  expect(config.onDuplicateRoutes).toBe('warn');
  expect(config.i18n.locales).toEqual(['en']);
  expect(config.themeConfig.tableOfContents).toEqual({ minHeadingLevel: 2, maxHeadingLevel: 3 });
});

test('the navbar has Home, Install, Blog and an external Changelog, then the locale dropdown', () => {
  const labels = navbar.items.map((item) => ('label' in item ? item.label : item.type));
  expect(labels).toEqual(['Home', 'Install', 'Blog', 'Changelog', 'localeDropdown']);
  const changelog = navbar.items.find((item) => 'label' in item && item.label === 'Changelog');
  expect(changelog && 'href' in changelog ? changelog.href : '').toMatch(
    /^https:\/\/github\.com\/.+\/releases$/,
  );
});

test('the footer shows the spec copyright years with the product name and a privacy link', () => {
  expect(COPYRIGHT_YEARS).toBe('2015–2025');
  expect(footer.copyright).toBe(`Copyright © 2015–2025 ${product.name}.`);
  const items: readonly object[] = footer.links.flatMap((column): readonly object[] => column.items);
  expect(items).toContainEqual({ label: 'Privacy policy', to: '/privacy-policy/' });
});

test('every social link is a unique https URL with a label', () => {
  const seen = new Set<string>();
  for (const link of socialLinks) {
    expect(link.label, `${link.network}: label`).not.toBe('');
    expect(new URL(link.href).protocol, `${link.network}: protocol`).toBe('https:');
    expect(seen.has(link.href), `${link.network}: duplicate href`).toBe(false);
    seen.add(link.href);
  }
  expect(socialLinks.length).toBeGreaterThanOrEqual(2);
});

test('package.json pins every @docusaurus package to exactly 3.7.0 and the version to 0.0.1', () => {
  const pkg = JSON.parse(readFileSync(path.join(__dirname, '../../package.json'), 'utf8')) as {
    version: string;
    dependencies: Record<string, string>;
    devDependencies: Record<string, string>;
  };
  expect(pkg.version).toBe('0.0.1');
  const docusaurus = Object.entries({ ...pkg.dependencies, ...pkg.devDependencies }).filter(([name]) =>
    name.startsWith('@docusaurus/'),
  );
  expect(docusaurus.length).toBeGreaterThan(3);
  for (const [name, version] of docusaurus) expect(version, name).toBe('3.7.0');
});
