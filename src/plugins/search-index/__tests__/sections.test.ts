import { expect, test } from '@playwright/test';
import type { ElementMapping } from '../../../elements/types';
import { markdownForms } from '../../../elements';
import { mdxToDocument } from '../../../site/markdown/convert';
import { sectionsOf } from '../sections';

const SOURCE = `---
title: Record types
description: Copy record types.
---

import AtAGlance from '@site/src/elements/AtAGlance';
import Tabs from '@theme/Tabs';

The **Record types** step copies \`RecordType\` components. See [jobs](/start/).

<AtAGlance slug="record-types" />

{/* A comment that is not text */}

<!-- An HTML comment, as MDX 1 allowed -->

## What it copies

- \`RecordType.picklistValues\`: the values each record type offers.
- The \`businessProcess\`, for Opportunity.

| Option | Values |
|---|---|
| **On error** | \`Stop\`, \`Continue\` |

\`\`\`xml
<types><name>RecordType</name></types>
\`\`\`

:::tip[Before you start]

Copy the picklist fields first.

:::

## Common errors {#errors}

### UNABLE_TO_LOCK_ROW

<Tabs>
  <TabItem value="a" label="Cause">

Another deploy holds a lock on Account.Region__c.

  </TabItem>
</Tabs>

### What it copies

Duplicate heading text gets a numbered anchor.
`;

/** The site's Markdown forms, with a short stand-in for At a glance. */
const elements: Record<string, ElementMapping> = {
  ...markdownForms,
  AtAGlance: (context) => `Types of ${String(context.props.slug)}: RecordType`,
};

/** The sections search records are cut from: the page's converted document, as its twin prints it. */
const extractSections = async (source: string, options: { removeContentTitle?: boolean } = {}) =>
  sectionsOf(await mdxToDocument(source, { page: 'docs/example.mdx', elements, ...options }));

test('sections follow the headings, with the anchors Docusaurus gives them', async () => {
  const sections = await extractSections(SOURCE);
  expect(sections.map((s) => [s.depth, s.title, s.anchor])).toEqual([
    [1, null, null],
    [2, 'What it copies', 'what-it-copies'],
    [2, 'Common errors', 'errors'],
    [3, 'UNABLE_TO_LOCK_ROW', 'unable_to_lock_row'],
    [3, 'What it copies', 'what-it-copies-1'],
  ]);
});

test('blocks are paragraphs, list items and table rows, elements as their Markdown forms; code, imports and comments are left out', async () => {
  const [intro, copies, errors, lock, dup] = await extractSections(SOURCE);
  expect(intro?.blocks).toEqual([
    'The Record types step copies RecordType components. See jobs.',
    'Types of record-types: RecordType',
  ]);
  expect(copies?.blocks).toEqual([
    'RecordType.picklistValues: the values each record type offers.',
    'The businessProcess, for Opportunity.',
    'Option · Values',
    'On error · Stop, Continue',
    'Tip: Before you start: Copy the picklist fields first.',
  ]);
  expect(errors?.blocks).toEqual([]);
  // A tab's label starts its text, as the twin prints it under the label.
  expect(lock?.blocks).toEqual(['Cause: Another deploy holds a lock on Account.Region__c.']);
  expect(dup?.blocks).toEqual(['Duplicate heading text gets a numbered anchor.']);
});

test('a body H1 is the page title, not a section, but still takes its slug', async () => {
  const sections = await extractSections('# Privacy policy\n\nIntro.\n\n## Privacy policy\n\nText.\n');
  expect(sections.map((s) => [s.title, s.anchor, s.blocks])).toEqual([
    [null, null, ['Intro.']],
    ['Privacy policy', 'privacy-policy-1', ['Text.']],
  ]);
});

test("a blog post's leading H1 is removed first and takes no slug", async () => {
  const sections = await extractSections('# Release notes\n\n## Release notes\n\nText.\n', {
    removeContentTitle: true,
  });
  expect(sections.map((s) => s.anchor)).toEqual([null, 'release-notes']);
});

test('invalid MDX fails with a parse error', async () => {
  await expect(extractSections('<Unclosed>\n\ntext')).rejects.toThrow();
});
