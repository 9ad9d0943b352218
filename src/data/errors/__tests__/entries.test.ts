import { expect, test } from '@playwright/test';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { components } from '../../components';
import { isFactId } from '../../salesforce-facts';
import { errorAreas, errors } from '..';
import { parseInline, type InlinePart } from '../../prose';

const PLACEHOLDER = /\{[A-Za-z][A-Za-z0-9 ]*\}/;
const slugs = new Set(components.map((c) => c.slug));

/** The docs source file of a site route, or undefined. */
function docFile(route: string): string | undefined {
  const bare = route.replace(/#.*$/, '').replace(/^\/|\/$/g, '');
  const candidates =
    bare === ''
      ? ['docs/intro.mdx']
      : [`docs/${bare}.mdx`, `docs/${bare}/index.mdx`, `docs/${bare.replace(/^docs\//, '')}.mdx`];
  return candidates.find((file) => existsSync(path.join(process.cwd(), file)));
}

function links(parts: readonly InlinePart[]): string[] {
  return parts.flatMap((part) =>
    part.type === 'link'
      ? [part.url, ...links(part.children)]
      : part.type === 'strong'
        ? links(part.children)
        : [],
  );
}

function facts(parts: readonly InlinePart[]): string[] {
  return parts.flatMap((part) =>
    part.type === 'fact' ? [part.id] : 'children' in part ? facts(part.children) : [],
  );
}

test('every entry is complete: id, text or what to look for, source, areas, steps, related pages', () => {
  expect(errors.length).toBeGreaterThan(0);
  for (const entry of errors) {
    const name = `error entry "${entry.id}"`;
    expect(entry.id, name).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(entry.title, name).toMatch(/^[A-Z0-9`'"].*[^.]$/);
    if (entry.message === null) {
      expect(entry.lookFor, `${name}: a null message needs lookFor`).toBeTruthy();
    } else {
      expect(entry.message.trim(), name).toBe(entry.message);
      if (PLACEHOLDER.test(entry.message)) {
        expect(entry.example, `${name}: a message with placeholders needs an example`).toBeTruthy();
      }
      if (entry.example) expect(entry.example, name).not.toMatch(PLACEHOLDER);
    }
    expect(entry.source.url, name).toMatch(/^https:\/\/(developer|help)\.salesforce\.com\//);
    expect(entry.source.url, `${name}: link the current, unversioned page`).not.toMatch(/\/(\d{3}\.0)\//);
    expect(entry.source.title, name).toBeTruthy();
    expect(entry.source.where, name).toBeTruthy();
    for (const area of entry.areas) expect(errorAreas, name).toContain(area);
    for (const slug of entry.steps) expect(slugs.has(slug), `${name}: step "${slug}"`).toBe(true);
    for (const slug of Object.keys(entry.byStep ?? {})) {
      expect(entry.steps, `${name}: byStep names "${slug}", which is not in steps`).toContain(slug);
    }
    for (const route of entry.related) {
      expect(route, name).toMatch(/^\/.*\/(#[a-z0-9-]+)?$/);
      expect(docFile(route), `${name}: related page ${route} has no docs file`).toBeTruthy();
    }
    expect(entry.words.length, `${name}: the words admins use`).toBeGreaterThan(0);
    const strings = [entry.cause, entry.fix, entry.lookFor ?? '', ...Object.values(entry.byStep ?? {})];
    for (const text of strings) {
      const parts = parseInline(text);
      for (const url of links(parts)) {
        if (url.startsWith('/')) expect(docFile(url), `${name}: link ${url}`).toBeTruthy();
        else expect(url, name).toMatch(/^https:\/\/(developer|help)\.salesforce\.com\//);
      }
      for (const id of facts(parts)) expect(isFactId(id), `${name}: {fact:${id}}`).toBe(true);
    }
  }
});

test('ids are unique and every text is quoted by one entry only', () => {
  const ids = errors.map((e) => e.id);
  expect(new Set(ids).size).toBe(ids.length);
  const texts = errors.flatMap((e) => [e.message, ...(e.variants ?? [])]).filter((t): t is string => !!t);
  const seen = new Set<string>();
  for (const text of texts) {
    expect(seen.has(text), `"${text}" is in two entries`).toBe(false);
    seen.add(text);
  }
});
