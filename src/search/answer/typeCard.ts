/**
 * The answer card of a Metadata API type, a Setup feature, records or a name with no status of its
 * own (./answer.ts, reading 3 and 5): what `check_support` (supportOf) says, as card facts.
 */
import { absoluteMarkdown, parseInline } from '@site/src/data/prose';
import {
  baselineAskNote,
  coverageOf,
  noStatusOf,
  readingNote,
  readsNothing,
  type TypeMatch,
} from '@site/src/data/metadata-types';
import {
  RECORDS_STATUS_LABEL,
  REQUIREMENT_KIND_LABELS,
  STATUS_LABELS,
  featureStatusLabel,
  removedStatusLabel,
  SHARED_PART_STATUS_LABEL,
  UNLISTED_STATUS_LABEL,
  BASE_TYPE_STATUS_LABEL,
  DECLARED_STATUS_LABEL,
} from '@site/src/data/metadata-types/status-labels';
import { removedNote, removedOf } from '@site/src/data/metadata-types/removed';
import { METADATA_TYPES_LIST } from '@site/src/data/metadata-types/status';
import { supportOf, type SupportAnswer } from '@site/src/data/metadata-types/support';
import { fact, text, type Answer } from './card';

/** The card of a name with no status of its own: what its answer's notes say, and where it was read. */
function unknownCard(
  answer: SupportAnswer,
  title: string,
  label: string,
  status: string,
  page: string | null,
): Answer {
  return {
    kind: 'type',
    label,
    title,
    note: null,
    quote: null,
    facts: [
      fact('Status', text(status)),
      ...answer.notes.map((note) => fact('Note', parseInline(note))),
      fact('Checked against', text(answer.checkedAgainst)),
    ],
    page: { title: 'Every Metadata API type', url: answer.url ?? '' },
    source: page ? { title: `Salesforce's page for ${title}`, url: page } : null,
  };
}

/**
 * The card of a name with no status of its own, and why: a complex type several types' files hold
 * (`FilterItem`), a name only the Metadata API's WSDL declares, a type with a page of its own that
 * the registry doesn't list yet, or a base type.
 */
function noStatusCard(answer: SupportAnswer, match: TypeMatch): Answer | null {
  const why = noStatusOf(match);
  switch (why?.kind) {
    case 'part':
      return unknownCard(answer, why.part.name, 'Part of several types', SHARED_PART_STATUS_LABEL, null);
    case 'declared':
      return unknownCard(
        answer,
        why.declared.name,
        why.declared.settings ? 'Organization settings' : 'Metadata API type',
        DECLARED_STATUS_LABEL,
        null,
      );
    case 'unlisted':
      return why.unlisted.kind === 'base'
        ? unknownCard(answer, why.unlisted.name, 'Base type', BASE_TYPE_STATUS_LABEL, why.unlisted.page)
        : unknownCard(
            answer,
            why.unlisted.name,
            'Metadata API type',
            UNLISTED_STATUS_LABEL,
            why.unlisted.page,
          );
    default:
      return null;
  }
}

export function typeAnswer(query: string, match: TypeMatch): Answer | null {
  const { type, feature, removed: gone } = match;
  // Records of no one object ("copy records") are records all the same.
  const records = match.records ?? (match.anyRecords ? 'Records' : undefined);
  // Nothing read (no type, feature, records or name the pages give): no card.
  if (readsNothing(match)) return null;
  const answer = supportOf(query, '');
  if (!answer.url) return null;
  const noStatus = noStatusCard(answer, match);
  if (noStatus) return noStatus;
  if (records)
    return {
      kind: 'records',
      label: 'Records, not metadata',
      title: records,
      note: null,
      quote: null,
      facts: [
        fact('Status', text(RECORDS_STATUS_LABEL)),
        ...answer.notes.map((note) => fact('Note', parseInline(note))),
      ],
      page: { title: 'Can Metaferry copy data records?', url: answer.url },
      source: answer.source
        ? {
            title: match.records ? "Salesforce's list of standard objects" : 'Metadata API Developer Guide',
            url: answer.source,
          }
        : null,
    };
  // A feature's note is its whole answer; a type's card keeps the notes about the type itself.
  const notes = (type ? coverageOf(type).about.map((note) => absoluteMarkdown(note, '')) : answer.notes).map(
    (note) => fact('Note', parseInline(note)),
  );
  if (feature)
    return {
      kind: 'feature',
      // A part of a type its page says a deploy leaves out, or a feature no type carries.
      label: feature.partOf ? 'Part of a type a deploy leaves out' : 'Setup feature',
      title: feature.name,
      note: null,
      quote: null,
      facts: [fact('Status', text(featureStatusLabel(feature))), ...notes],
      page: { title: 'Every Metadata API type', url: answer.url },
      source: answer.source
        ? {
            title: feature.partOf
              ? `${feature.partOf[0] ?? ''} in the Metadata API Developer Guide`
              : `Salesforce's page on ${feature.name}`,
            url: answer.source,
          }
        : null,
    };
  const name = answer.type ?? '';
  // A type its page takes out of deploys (`GenAiPlanner`, `AccountInsightsSettings`, or a name the
  // registry no longer has, `AccountSharingRules`): its own status words; a settings type's reason
  // leads its notes (a registry type's is the first of its own, a gone name's its answer's note).
  const removed = answer.status === 'not-copyable' ? removedOf(name) : undefined;
  const removedFacts =
    removed && match.settingsMember ? [fact('Note', parseInline(removedNote(removed)))] : [];
  // A settings type's own page that asks only for a baseline permission: `Settings`' notes can't say so.
  const baseline = match.settingsMember ? baselineAskNote(match.settingsMember) : undefined;
  const memberNotes = baseline ? [fact('Note', parseInline(absoluteMarkdown(baseline, '')))] : [];
  const requires = answer.requires.map((r) =>
    fact(
      'Needs first',
      parseInline(`${r.text} ([${REQUIREMENT_KIND_LABELS[r.kind]}, API ${r.api}](${r.source}))`),
    ),
  );
  return {
    kind: 'type',
    label: 'Metadata API type',
    title: name,
    note: readingNote(query, match),
    quote: null,
    facts: [
      // What the type is, in its page's words: the reader sees the type read is the thing meant.
      ...(answer.represents ? [fact('What it is', text(answer.represents))] : []),
      fact('Status', text(removed ? removedStatusLabel(removed) : STATUS_LABELS[answer.status])),
      ...removedFacts,
      ...requires,
      ...(answer.steps.length > 0
        ? [
            fact(
              'Copied by',
              answer.steps.flatMap((step, i) => [
                ...(i > 0 ? text(', ') : []),
                { type: 'link' as const, url: step.url, children: text(step.title) },
              ]),
            ),
          ]
        : []),
      ...notes,
      ...memberNotes,
      fact('Checked against', text(answer.checkedAgainst)),
    ],
    page: {
      // A name a release removed (`AccountSharingRules`) opens the entry of what replaces it.
      title: `${gone?.replacedBy ?? name} among every ${match.settingsMember ? 'organization settings' : 'Metadata API'} type`,
      url: answer.url,
    },
    // A type with no page of its own links Salesforce's list of types: named so, not as its page.
    source: answer.source
      ? {
          title:
            answer.source === METADATA_TYPES_LIST
              ? "Salesforce's list of Metadata API types"
              : `Salesforce's page for ${name}`,
          url: answer.source,
        }
      : null,
  };
}
