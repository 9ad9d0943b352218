// cspell:ignore Trailhead licence licences
/**
 * The type status set, hundred-and-twenty-ninth round (issue 51): Metadata API types picked by a
 * rule so that nobody chose them: the types new in each of the last six API versions (62.0 to
 * 67.0), five at most a version. The writer was sent to the release notes' pages of new metadata
 * types, which no corpus in reach held (about 18 look-ups went on them); as a stand-in it compared
 * the Salesforce CLI repository's metadata coverage list across those six versions and took the
 * first five new types of each version in alphabetical order, which each case's doubt says. 26 of
 * the 30 candidates were skipped: 13 with no type page in the guide, 7 whose every query would
 * clash with an earlier one or whose page's need could not be read, 4 with no page naming the
 * feature for admins, 2 whose admin name is the API name's words. Each asked by the name admins see
 * for the thing, never the API name or its words apart, in 2 to 8 words. One case takes the admin's
 * name from a page that is not Salesforce's, one from the type's own page. The writer made 54
 * searches and 6 other look-ups. Never one of the 2,623 queries earlier type and type status sets
 * asked, compared in any case, nor sharing most of its words with one (the writer had that list of
 * words, and nothing else of the sets), and none with an earlier query's words, stop words gone
 * (checked before scoring: none dropped). Written at the same time as the hundred-and-thirtieth
 * round by another helper; no query of one shares half its words with one of the other, and no type
 * is in both (checked before scoring). Status judged from the type's page.
 * Written by one helper that read only public pages and none of the type data, the resolver or
 * their tests, told the baseline permissions every job's user has are no prerequisite; its report
 * names no type, query or page. The file was written from its JSON by a script that printed no
 * case, and scored on arrival by counts only. Consecutive pairs share a status where the counts
 * allow.
 */
import type { TypeStatusQuestion } from '../types';
import type { TypeStatusSet } from './define';

export const TYPE_STATUS_QUESTIONS_129: readonly TypeStatusQuestion[] = [
  // Doubt: The release-note pages were out of reach, so I picked this type from the Salesforce CLI metadata-coverage diff between API versions, not from a Salesforce release note. The admin name, Agentforce or AI agents, comes from a Help considerations page, not from the Setup page that holds the toggle.
  {
    query: 'enable Agentforce AI agents for my org',
    type: 'AgentPlatformSettings',
    status: 'copied-with-prerequisites',
    kind: 'feature',
    requirement:
      'The org must already have Einstein generative AI switched on before the Agentforce setting can be carried over.',
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_agentplatformsettings.htm',
  },
  // Doubt: The release-note pages were out of reach, so I picked this type from the CLI metadata-coverage diff for API 63.0. I only found the versioned (262.0) copy of the type page. The admin wording about choosing a voice by accent and speed comes from the Agentforce Voice Help page and its Trailhead unit.
  {
    query: 'agent voice selection with accent and speaking speed',
    type: 'AiPlannerVoiceDef',
    status: 'copied-with-prerequisites',
    kind: 'feature',
    requirement:
      'Agents and Agentforce Voice must both be turned on in the target org before the voice definition can be deployed.',
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.262.0.api_meta.meta/api_meta/meta_aiplannervoicedef.htm',
    newerThanRegistry: true,
  },
  // Doubt: I found no Help or Setup page for the feature, so the admin name (Telemetry Definition and Action Management) comes from the type page itself. The page sits in the Manufacturing Cloud guide and states no requirement, but a Manufacturing Cloud licence is probably needed. The type was picked from the CLI coverage diff for API 64.0, not from a release note.
  {
    query: 'turn on telemetry definition and action management',
    type: 'IndustriesConnectedServiceSettings',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/industries/mfg-api-devguide/guide/mfg-industriesconnectedservicesettings.html',
  },
  // Doubt: I could not reach a Salesforce Help or Trailhead page for Agentforce Testing Center, so the admin name comes from a third-party glossary that says Setup has a page by that name. The release-note pages were also out of reach, so I picked this type from the CLI coverage diff for API 63.0.
  {
    query: 'Testing Center test sets for our agents',
    type: 'AiEvaluationDefinition',
    status: 'copied-with-prerequisites',
    kind: 'feature',
    requirement:
      'Agentforce must be turned on in the target org; the type page says the test definition is available only then.',
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_aievaluationdefinition.htm',
  },
];

export const SET: TypeStatusSet = {
  kind: 'type-status',
  round: 129,
  name: "type status set's hundred-and-twenty-ninth round",
  held: 'halves',
  blind: true,
  arrival: 'tuning 0/2, held out 0/2',
  story: 'Types new in the last six API versions, asked by the names admins see; scored on arrival',
  // On arrival at 36245e2c: tuning 0/2 (1 false, naming another type), held out 0/2.
  // Nothing tuned on it before it was scored.
  floor: { tuning: 0, heldOut: 0 },
  questions: TYPE_STATUS_QUESTIONS_129,
};
