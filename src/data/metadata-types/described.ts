/**
 * A type named by what it is (issue 51): the thing its Salesforce page says the type represents.
 * An admin names "presence status" or "reporting snapshot", not `ServicePresenceStatus` or
 * `AnalyticSnapshot`; every registry type's page opens "Represents a …", read into
 * guide/represents.json. The rule, stated once:
 *
 * - A query names a type when its words are the noun phrase that type's page says it represents,
 *   once the phrase loses its articles and a framing word that adds no thing of its own
 *   ("definition of", "details of", "instance of"): "Einstein Bot template" for `BotTemplate`.
 * - Or when the words before that phrase name the feature the type belongs to, as the same sentence
 *   or the type's requirements (guide/requirements.json, kind `feature`) name it: "Omni-Channel
 *   presence status"; or the words after it, joined by "for", "in" or "of": "custom content types
 *   for Salesforce CMS". "Custom" before a phrase is read past: what an admin makes is custom.
 * - A phrase that lists what it includes ("in-app guidance, including prompts and walkthroughs")
 *   names its head ("in-app guidance") and each thing listed under it ("in-app guidance prompts").
 * - Only a phrase of two words or more (one word is a type's own name, or too general), and only a
 *   phrase no other type's page gives: two types that represent the same words answer neither.
 *
 * Plain data and pure functions: Node, the MCP bundle and the tests import it.
 */
import { GUIDE_REPRESENTS, GUIDE_REQUIREMENTS, GUIDE_SETUP_NAMES } from './guide';
import { getMetadataType, type MetadataType } from './registry';
import { singulars, words } from './words';

/** Words at a phrase's start that frame the thing without being one (articles go too). */
const FRAMES = [
  'configuration details for',
  'definition of',
  'definition for',
  'details of',
  'details for',
  'instance of',
  'information about',
  'metadata associated with',
  'metadata describing',
];
const ARTICLES = /^(?:a|an|the)\s+/;
const ARTICLE_WORDS = new Set(['a', 'an', 'the']);

/** The phrase's own words: lower case, no article, no framing words. */
export function phraseWords(phrase: string): string[] {
  let text = words(phrase).join(' ').replace(ARTICLES, '');
  for (const frame of FRAMES)
    if (text.startsWith(`${frame} `)) {
      text = text.slice(frame.length + 1).replace(ARTICLES, '');
      break;
    }
  // Articles inside the phrase go too ("section of the Lightning Experience help menu"): a query's do.
  return text.split(' ').filter((w) => w && !ARTICLE_WORDS.has(w));
}

/**
 * The phrases a page's noun phrase names: itself, or, when it lists what it includes ("in-app
 * guidance, including prompts and walkthroughs"), the head before the list and each thing listed
 * under the head ("in-app guidance prompts", "in-app guidance walkthroughs").
 */
function namedPhrases(represents: string): string[] {
  const [head, listed] = represents.split(/,?\s+(?:including|such as)\s+/, 2);
  if (!head || listed === undefined) return [represents];
  const items = listed.split(/\s*,\s*(?:and\s+|or\s+)?|\s+(?:and|or)\s+/).filter(Boolean);
  return [head, ...items.map((item) => `${head} ${item}`)];
}

interface Described {
  readonly type: string;
  /** The page's noun phrase, or the name Setup or the product gives the thing (`setupName`). */
  readonly represents: string;
  readonly page: string;
  /** A name Setup or the product gives the thing (./guide/setup-names.json), not the page's phrase. */
  readonly setupName: boolean;
  /** The words of the features the type belongs to, from its page's sentence and its requirements. */
  readonly featureWords: ReadonlySet<string>;
}

let byPhrase: Map<string, Described | null> | undefined;

function phrases(): Map<string, Described | null> {
  if (byPhrase) return byPhrase;
  const map = new Map<string, Described | null>();
  // The words of each type's feature requirements, read once a type.
  const requirementWords = new Map<string, string[]>();
  for (const r of GUIDE_REQUIREMENTS)
    if (r.kind === 'feature')
      requirementWords.set(r.type, [...(requirementWords.get(r.type) ?? []), ...words(r.text)]);
  const sources = [
    ...GUIDE_REPRESENTS.map(({ type, represents, page, feature }) => ({
      type,
      represents,
      page,
      feature,
      setupName: false,
    })),
    // The names Setup and the product give the thing (./guide/setup-names.json) read as its phrases too.
    ...GUIDE_SETUP_NAMES.map(({ type, name, page }) => ({
      type,
      represents: name,
      page,
      feature: undefined,
      setupName: true,
    })),
  ];
  for (const { feature, ...source } of sources) {
    if (!getMetadataType(source.type)) continue;
    const described: Described = {
      ...source,
      featureWords: new Set([...words(feature ?? ''), ...(requirementWords.get(source.type) ?? [])]),
    };
    for (const phrase of namedPhrases(source.represents)) {
      const own = phraseWords(phrase);
      if (own.length < 2) continue;
      const head = own.slice(0, -1).join('');
      const last = own[own.length - 1] ?? '';
      // The phrase as the page words it, and with its last word singular ("custom content types").
      for (const k of new Set([last, ...singulars(last)].map((w) => head + w)))
        // A phrase two types claim names neither; the first of one type's rows keeps it.
        map.set(k, map.has(k) && map.get(k)?.type !== source.type ? null : (map.get(k) ?? described));
    }
  }
  byPhrase = map;
  return map;
}

export interface DescribedMatch {
  readonly type: MetadataType;
  /** What the type's page says it represents, or the name Setup gives the thing (`setupName`). */
  readonly represents: string;
  readonly page: string;
  readonly setupName: boolean;
}

/** Words before a phrase that add no thing of their own: an admin's component is "custom" anyway. */
const READ_PAST = new Set(['custom']);
/** Words that join a phrase to the feature after it ("custom content types for Salesforce CMS"). */
const FEATURE_JOINS = new Set(['for', 'in', 'of']);

/** The phrase a query's words end with, and its row; the words before are the feature's or read past. */
function endingPhrase(queryWords: readonly string[]): Described | undefined {
  const map = phrases();
  for (let from = 0; from < queryWords.length - 1; from += 1) {
    const tail = queryWords.slice(from);
    const head = tail.slice(0, -1).join('');
    const last = tail[tail.length - 1] ?? '';
    // The last word as written, or the singular a plural stands for ("statuses", "policies", "templates").
    for (const candidate of new Set([last, ...singulars(last)].map((w) => head + w))) {
      const found = map.get(candidate);
      if (!found) continue;
      const before = queryWords.slice(0, from);
      if (before.every((w) => found.featureWords.has(w) || READ_PAST.has(w))) return found;
    }
  }
  return undefined;
}

/** The type a query's words name by what it represents; undefined when none, or more than one. */
export function describedType(queryWords: readonly string[]): DescribedMatch | undefined {
  let found = endingPhrase(queryWords);
  // Or the phrase, then its feature after "for", "in" or "of": every word after is the feature's.
  for (let at = queryWords.length - 2; !found && at > 0; at -= 1) {
    if (!FEATURE_JOINS.has(queryWords[at] ?? '')) continue;
    const phrase = endingPhrase(queryWords.slice(0, at));
    const after = queryWords.slice(at + 1);
    if (phrase && after.every((w) => phrase.featureWords.has(w))) found = phrase;
  }
  const type = found && getMetadataType(found.type);
  return found && type
    ? { type, represents: found.represents, page: found.page, setupName: found.setupName }
    : undefined;
}
