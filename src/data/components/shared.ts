/**
 * What several entries of the catalogue (./entries/<slug>.ts) build their
 * limit sentences from: the Salesforce pages they cite, the helpers that make
 * a sentence, and the limits several entries state. Plain data and pure
 * functions, like ./index.ts.
 */

import { facts } from '../salesforce-facts';

import type { Limit } from '../catalogue';

export const API_META = 'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/';

// Salesforce pages the entries' limit sentences cite; each states the rule its limits say.
export const DEPENDENT_COMPONENTS = {
  source:
    'https://help.salesforce.com/s/articleView?id=platform.changesets_outbound_dependencies.htm&language=en_US&type=5',
  sourceTitle: 'Salesforce Help: View and Add Dependent Components to a Change Set',
} as const;
export const ANONYMOUS_BLOCKS = {
  source: 'https://developer.salesforce.com/docs/atlas.en-us.apexcode.meta/apexcode/apex_anonymous_block.htm',
  sourceTitle: 'Apex Developer Guide: Anonymous Blocks',
} as const;
export const FIELD_HISTORY = {
  source: facts.fieldHistoryMaxFields.source,
  sourceTitle: facts.fieldHistoryMaxFields.sourceTitle,
} as const;

/** A limit sentence built from a fact: the sentence, with the fact's source. */
export function fromFact(
  fact: { readonly source: string; readonly sourceTitle: string },
  text: string,
): Limit {
  return { text, source: fact.source, sourceTitle: fact.sourceTitle };
}

/** A limit sentence whose rule is on `page`. */
export function from(page: { readonly source: string; readonly sourceTitle: string }, text: string): Limit {
  return { text, ...page };
}

/** A limit sentence whose rule is on a page of the Metadata API Developer Guide. */
export function fromMetadataApi(page: string, title: string, text: string): Limit {
  return { text, source: `${API_META}${page}`, sourceTitle: `Metadata API Developer Guide: ${title}` };
}

/** Salesforce Help on profiles deployed without their layoutAssignments. */
export const PROFILE_LAYOUT_ASSIGNMENTS = {
  source: 'https://help.salesforce.com/s/articleView?id=000382756&type=1',
  sourceTitle: "Salesforce Help: Page Layout assignments set to 'Not Assigned' during deployment",
} as const;

// Limits shared by several entries, from the facts every page states.
export const DEPLOY_LIMIT: Limit = {
  text: `One Metadata API deploy takes at most ${facts.deployLimits.text}.`,
  source: facts.deployLimits.source,
  sourceTitle: facts.deployLimits.sourceTitle,
};
export const APEX_TESTS: Limit = {
  text: `A production deploy that contains Apex classes or triggers must run tests that cover at least ${facts.apexProductionCoverage.text} of the org's Apex code; Salesforce accepts NoTestRun only in non-production orgs.`,
  source: facts.apexProductionCoverage.source,
  sourceTitle: facts.apexProductionCoverage.sourceTitle,
};
