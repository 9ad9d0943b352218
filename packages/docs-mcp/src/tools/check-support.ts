/** `check_support`: Whether a Metadata API type can be copied, and by which step: supportOf, as the every-type page's entries. */
import { z } from 'zod';
import { supportOf } from '../../../../src/data/metadata-types/support';
import { NAMED_TEXT_LIMIT } from '../../../../src/data/metadata-types/named-in-text';
import { defineTool, structured } from './define';

const LIMIT = NAMED_TEXT_LIMIT.toLocaleString('en-US');

export const checkSupport = defineTool({
  name: 'check_support',
  input: () => ({
    // As long as the search box reads a pasted question (NAMED_TEXT_LIMIT): an assistant may pass the
    // reader's own words, and the answer is the one the card gives.
    type: z
      .string({ error: `type must be text: a metadata type's name, 1 to ${LIMIT} characters.` })
      .trim()
      .min(1, { error: 'type is empty: give a metadata type, such as Flow, "apex class" or lwc.' })
      .max(NAMED_TEXT_LIMIT, {
        error: `type is longer than ${LIMIT} characters: give one metadata type's name, or the question that writes it.`,
      })
      .describe(
        'A Metadata API type: Flow, "apex class", lwc, CustomField, "Lightning page"; an org setting asked for by what it does: "turn on quantity schedules for products"; or a question or bug report that writes one type\'s API name.',
      ),
  }),
  output: {
    query: z.string(),
    type: z
      .string()
      .nullable()
      .describe("Salesforce's name for the type, or null when the query names none."),
    represents: z
      .string()
      .nullable()
      .describe('What the type is, in its Salesforce page\'s words ("presence status"), or null.'),
    supported: z
      .boolean()
      .describe('True when a step copies it (status copied or copied-with-prerequisites).'),
    status: z
      .enum(['copied', 'copied-with-prerequisites', 'not-copyable', 'unknown'])
      .describe(
        'copied: a step copies it. copied-with-prerequisites: once the target has what requires lists. ' +
          'not-copyable: a Setup feature the Metadata API does not carry (change it in Setup in each org), or a type ' +
          'its Salesforce page says current API versions no longer carry (the first note quotes the page; suggestions name what replaces it). ' +
          'unknown: the query names no type or feature we know; for a type Salesforce documents that the pinned registry ' +
          'does not list yet, the note says so and source is its page.',
      ),
    requires: z
      .array(
        z.object({
          kind: z
            .enum(['feature', 'permission', 'license'])
            .describe(
              'A feature or setting in the target, a permission of the authorizing user, or a license or edition.',
            ),
          text: z.string(),
          source: z.string(),
          api: z.string().describe('The API version of the Salesforce page read.'),
        }),
      )
      .describe("What must be true first, each with Salesforce's page."),
    wildcard: z
      .boolean()
      .nullable()
      .describe(
        "Whether <members>*</members> works for it in a package.xml; null where Salesforce's page doesn't say.",
      ),
    kind: z
      .enum(['type', 'folder', 'child', 'settings'])
      .nullable()
      .describe("A type of its own, a folder type, a child deployed in its parent's file, or org settings."),
    steps: z
      .array(z.object({ title: z.string(), url: z.string() }))
      .describe("The steps that copy it: the planner's step first, then the others."),
    notes: z.array(z.string()).describe('What the docs say about it (Markdown).'),
    suggestions: z
      .array(z.string())
      .describe(
        'Real type names near the query when it names none: first a type a pasted question names in words as what a deploy or retrieve acts on ("retrieve the Page Layouts": Layout), a name to check rather than an answer; then names a few letters away, or whose Salesforce pages share most of its words. After a slip, the name it was read as.',
      ),
    readAs: z
      .string()
      .nullable()
      .describe('The type a misspelled query was read as (use this name), or null when the query names it.'),
    field: z
      .string()
      .nullable()
      .describe(
        'The organization settings field a behavior asked for was read by ("turn on quantity schedules": enableQuantitySchedule of ProductSettings), or null.',
      ),
    url: z
      .string()
      .nullable()
      .describe("The type's entry on the docs' page of every type, or of every settings type."),
    source: z.string().nullable().describe("Salesforce's page the status rests on."),
    checkedAgainst: z
      .string()
      .describe('The Salesforce release the answer was checked against: "API 66.0 (Spring \'26)".'),
    needsRead: z
      .boolean()
      .describe(
        'False for a type whose own Salesforce page was never found: its empty requires then means what it needs is unknown, not that it needs nothing (a note says so). True otherwise.',
      ),
  },
  run: (docs, { type }) => structured(supportOf(type, docs.origin)),
});
