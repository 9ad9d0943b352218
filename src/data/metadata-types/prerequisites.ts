/**
 * What must be true before a deploy of a type succeeds, as Salesforce's page
 * for the type says it (issues 38 and 51), by kind: an org feature or setting
 * in the target, a user permission of the authorizing user, or a license or
 * edition. Only what a page states: a type whose page names nothing is not
 * listed, and a child type needs what its parent needs (./status.ts). The rows
 * live once, in ./guide/requirements.json, each with its page, the page's API
 * version and the day it was read; `npm run type-facts` lists them.
 */
import { GUIDE_REQUIREMENTS, type RequirementKind } from './guide';

export type { RequirementKind };

export interface Requirement {
  readonly kind: RequirementKind;
  /** What must be true, in the admin's words, naming the setting as Setup names it. */
  readonly text: string;
  /** For a user permission, its name as Setup lists it. */
  readonly permission?: string;
  /** Salesforce's page that says so. */
  readonly source: string;
  /** The API version of the page read. */
  readonly api: string;
  /** The day the page was read (ISO date). */
  readonly checked: string;
}

function byType(): Record<string, Requirement[]> {
  const table: Record<string, Requirement[]> = {};
  for (const { type, kind, text, permission, page, api, read } of GUIDE_REQUIREMENTS)
    (table[type] ??= []).push({
      kind,
      text,
      ...(permission ? { permission } : {}),
      source: page,
      api,
      checked: read,
    });
  return table;
}

export const PREREQUISITES: Readonly<Record<string, readonly Requirement[]>> = byType();
