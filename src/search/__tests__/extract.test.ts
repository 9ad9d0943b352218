import { expect, test } from '@playwright/test';
import { extractSections } from '../../plugins/search-index/extract';

const SOURCE = `---
title: Record types
description: Copy record types.
---

import AtAGlance from '@site/src/components/AtAGlance';
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

const expanders = {
  AtAGlance: ({ slug }: Readonly<Record<string, string>>) => [`Types of ${slug}: RecordType`],
};

test('sections follow the headings, with the anchors Docusaurus gives them', async () => {
  const sections = await extractSections(SOURCE, { expanders });
  expect(sections.map((s) => [s.depth, s.title, s.anchor])).toEqual([
    [1, null, null],
    [2, 'What it copies', 'what-it-copies'],
    [2, 'Common errors', 'errors'],
    [3, 'UNABLE_TO_LOCK_ROW', 'unable_to_lock_row'],
    [3, 'What it copies', 'what-it-copies-1'],
  ]);
});

test('blocks are paragraphs, list items and table rows; code, imports and comments are left out', async () => {
  const [intro, copies, errors, lock, dup] = await extractSections(SOURCE, { expanders });
  expect(intro?.blocks).toEqual([
    'The Record types step copies RecordType components. See jobs.',
    'Types of record-types: RecordType',
  ]);
  expect(copies?.blocks).toEqual([
    'RecordType.picklistValues: the values each record type offers.',
    'The businessProcess, for Opportunity.',
    'Option · Values',
    'On error · Stop, Continue',
    'Before you start: Copy the picklist fields first.',
  ]);
  expect(errors?.blocks).toEqual([]);
  expect(lock?.blocks).toEqual(['Another deploy holds a lock on Account.Region__c.']);
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
