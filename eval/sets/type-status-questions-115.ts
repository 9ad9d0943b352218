/**
 * The type status set, hundred-and-fifteenth round (issue 51): what people ask in public about moving
 * one Salesforce thing to another org, as the hundred-and-twelfth and thirteenth, with another order
 * of ten parts of the product (integration, industries, user interface, email, data, analytics,
 * Experience Cloud, service, security, translations), threads of the last five years preferred. Each
 * query a thread's own question as its asker wrote it (its title, or its first sentence; at most 20
 * words, spelling kept), at most two threads about one kind of thing; never one of the 2,333 queries
 * earlier type and type status sets asked (the writer had that list of words, and nothing else of the
 * sets), and none with an earlier query's words, stop words gone (checked before scoring: none
 * dropped). The search tool's budget for the session ran out after 24 searches, so the writer reached
 * five of the ten parts and wrote 7 cases, all copied. The Metadata API type that carries each thing,
 * and its status, judged from Salesforce's pages, never from the thread's answers. Written by one
 * helper that read only public pages and none of the type data, the resolver or their tests, told the
 * baseline permissions every job's user has are no prerequisite; its report names no type, query or
 * page. The file was written from its JSON by a script that printed no case, and scored on arrival by
 * counts only. Consecutive pairs share a status where the counts allow.
 */
import type { TypeStatusQuestion } from '../types';
import type { TypeStatusSet } from './define';

export const TYPE_STATUS_QUESTIONS_115: readonly TypeStatusQuestion[] = [
  // Doubt: The type page lists no special access rule; the user named in the user field must exist in the target org, which the page does not state as a prerequisite.
  {
    query: 'How do I change the running user of a platform event trigger handler?',
    type: 'PlatformEventSubscriberConfig',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.256.0.api_meta.meta/api_meta/meta_platformeventsubscriberconfig.htm',
  },
  // Doubt: The version is carried as the versions field inside the ExpressionSetDefinition file; the page only points to migration considerations and states no licence, though Business Rules Engine is an Industries feature that the target org presumably needs.
  {
    query: "ExpressionSetDefinitionVersion can't be retrieved",
    type: 'ExpressionSetDefinition',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.242.0.api_meta.meta/api_meta/meta_expressionsetdefinition.htm',
  },
  // Doubt: The app/record type/profile assignments are ProfileActionOverride entries inside the CustomApplication file (API 45.0+); the page notes they must be added to change sets manually and are not packageable, which is not a prerequisite for a Metadata API deploy. The thread is a mirror of a Stack Exchange question; the title is taken from its address.
  {
    query: "Losing Lightning Page's App/Record Type/Profile level assignments (activation) after deploying",
    type: 'CustomApplication',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_profileactionoverride.htm',
  },
  // Doubt: The thread's action wraps a Lightning component, which must be deployed with it; the type page states no special access rule in the part I saw.
  {
    query: 'Train Quickaction is missing',
    type: 'QuickAction',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/platform/api-metadata/references/meta-types/metadata-quickaction.html',
  },
  // Doubt: The thread is about Lightning email templates not being listed; the EmailTemplate page covers Lightning templates (noting only a packaging limit) and says the wildcard cannot be used, so members must be named explicitly. The cited page is a preview release.
  {
    query: 'Only classic email templates are showing in the org browser',
    type: 'EmailTemplate',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.264.0.api_meta.meta/api_meta/meta_emailtemplate.htm',
  },
  // Doubt: The type page states no special access rule in the part I saw; the thread's failure (matching rules not yet active) is an ordering matter that depends on the MatchingRule in the same deploy, not an org prerequisite.
  {
    query: 'Pushing customised duplicate and matching rules causes an error.',
    type: 'DuplicateRule',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/platform/api-metadata/references/meta-types/metadata-duplicaterule.html',
  },
  // Doubt: The thread (2018) is older than five years, and its failure was the tool writing a wrong type name into package.xml. The version that Salesforce pages give for DuplicateRule differs between doc releases (50.0 in an older one, 65.0 and 68.0 in newer ones).
  {
    query: 'Error when trying to deploy duplication rule',
    type: 'DuplicateRule',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.258.0.api_meta.meta/api_meta/meta_duplicaterule.htm',
  },
];

export const SET: TypeStatusSet = {
  kind: 'type-status',
  round: 115,
  name: "type status set's hundred-and-fifteenth round",
  held: 'halves',
  blind: true,
  arrival: 'tuning 0/4, held out 0/3',
  story:
    "Questions people asked in public threads about moving one thing, another order of the product's parts (the search budget ran out after five); scored on arrival",
  // On arrival at f6f372b2: tuning 0/4 (1 false), held out 0/3 (1 false), as at 723b2a66, this
  // session's start. Nothing tuned on it before it was scored.
  floor: { tuning: 0, heldOut: 0 },
  questions: TYPE_STATUS_QUESTIONS_115,
};
