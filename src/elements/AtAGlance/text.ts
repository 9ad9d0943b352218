/**
 * What "At a glance" says: its row names and sentences, which ./nodes.ts
 * writes into the page (its HTML, twin, search records and PDF alike).
 * Plain data and functions of a catalogue entry.
 */
import type { ComponentEntry } from '@site/src/data/catalogue';

/** The rows, in the order both renderings show them. */
export const ROWS = {
  category: 'Category',
  metadataTypes: 'Metadata API types',
  fields: 'Fields and elements',
  runsThrough: 'Runs through',
  permissions: 'Permissions needed',
  runsAfter: 'Runs after',
  validateOnly: 'Validate only',
  deletes: 'Deletes components',
  limits: 'Limits',
} as const;

export const HEADING = 'At a glance';
/** Where the baseline permissions are listed. */
export const AUTHORIZE = '/start/how-to-authorize-an-organization/#before-you-begin';
export const PERMISSIONS_NOTE = 'The Permissions section below says when each one applies.';
export const ANY_TYPE = 'Any type the Metadata API deploys';

/**
 * The Metadata API types row when it is a sentence rather than a list of types; undefined when the
 * row lists the entry's types (after "for example:" when `ANY_TYPE` applies).
 */
export function typesSentence(entry: ComponentEntry): string | undefined {
  if (entry.mechanism === 'pipeline') return "The types of the job's steps.";
  if (entry.mechanism === 'execute-anonymous') return 'None. The step runs a script; it deploys no metadata.';
  if (entry.anyMetadataType && entry.metadataTypes.length === 0) return `${ANY_TYPE}.`;
  return undefined;
}

/** The package-install step's types row, around its link to the Tooling API object. */
export const PACKAGE_INSTALL = {
  before: 'None. The step creates a Tooling API',
  after: '; it deploys no metadata.',
};

/** The fields row when the entry names no fields. */
export function fieldsSentence(entry: ComponentEntry): string {
  if (entry.mechanism === 'pipeline') return "Those of the job's steps.";
  if (entry.anyMetadataType) return 'Each selected component, whole.';
  return 'None.';
}

/** The "Runs after" row when it names no step; undefined when it lists the steps. */
export function runsAfterSentence(entry: ComponentEntry, isStep: boolean): string | undefined {
  if (!isStep) return 'Not a step: it starts a whole job, whose steps keep their order.';
  if (entry.runAfter.length === 0) return 'Nothing. It can be the first step of a job.';
  return undefined;
}

export function validateOnlyText(entry: ComponentEntry): string {
  if (entry.validateOnly) return 'Yes';
  switch (entry.mechanism) {
    case 'execute-anonymous':
      return 'No. Anonymous Apex has no check-only mode, so the step shows as Not validated.';
    case 'package-install':
      return 'No. A package install has no check-only mode, so the step shows as Not validated.';
    default:
      return 'No';
  }
}
