// cspell:ignore dont didnt doesnt isnt flexipage
/**
 * Problems that show no error (issue 39): what admins describe when they have
 * nothing to paste ("the flow arrived inactive"), each with the cause, the fix
 * in Metaferry, the page that explains it at length and Salesforce's page for
 * the rule behind it. /errors/ lists them after the errors (the same
 * rendering, ../../elements/ErrorEntries/nodes.ts), the site's search and
 * `search_docs` find them there, and `explain_error` answers a pasted
 * description with them when no line is an error text (`matchSymptoms`).
 *
 * Plain data and pure functions: Node, the MCP bundle and the tests import it.
 */
import { ERRORS_ROUTE } from './route';

export interface Symptom {
  /** Stable, kebab-case; its anchor on /errors/ is `symptom-<id>`. */
  readonly id: string;
  /** The problem in the admin's words, sentence case, no final period: the heading. */
  readonly title: string;
  /**
   * How admins describe it, each a short phrase. A description names the symptom when it holds every
   * word of one phrase that isn't a common word (`matchSymptoms`), so keep each phrase to its telling
   * words.
   */
  readonly says: readonly string[];
  /** Why it happens (Markdown, inline). */
  readonly cause: string;
  /** What to do in Metaferry (Markdown, inline). */
  readonly fix: string;
  /** The site's page, with its anchor, that explains it at length. */
  readonly more: string;
  /** Salesforce's page for the rule behind it; none when the cause is Metaferry's own behavior. */
  readonly source?: { readonly url: string; readonly title: string };
}

const API_META = 'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/';

export const symptoms: readonly Symptom[] = [
  {
    id: 'deploy-succeeded-target-unchanged',
    title: 'The run succeeded but the target org did not change',
    says: [
      'succeeded but nothing changed',
      'deployed but no changes',
      'deploy succeeded target unchanged',
      'run succeeded changes missing',
    ],
    cause:
      "A run with **Validate only** is a check-only deployment: Salesforce checks every component and then discards the result. A component listed in the target's protected components is skipped. A profile deploy leaves alone what it doesn't send, except the page layout assignments.",
    fix: 'Check the run. A **Validate only** run shows Succeeded when the check passes, yet changes nothing, and Setup > **Deployment Status** in the target lists it as a validation. Run the job again without it. In the run log, look for "Protected, skipped". For profiles, see the next entry.',
    more: '/start/how-to-run-job/#what-a-validation-checks',
    source: {
      url: `${API_META}meta_deploy.htm`,
      title: 'Metadata API Developer Guide: deploy() (checkOnly)',
    },
  },
  {
    id: 'profile-nothing-changed',
    title: 'A profile deployed successfully but its permissions did not change',
    says: [
      'profile deployed nothing changed',
      'profile permissions not updated',
      'profile deploy no effect',
      'object permissions not changed',
    ],
    cause:
      "Salesforce returns a profile's object, field and other permissions only for the components retrieved with it, and a profile deploy overlays the target: a permission the file doesn't hold stays as it was.",
    fix: 'Use a [Profile updates](/supported-components/profile-updates/) step, choose the sections you need and pick the objects and fields they apply to, below the step that creates them.',
    more: '/docs/known-issues/#profile-permissions-for-new-fields-dont-arrive',
    source: { url: `${API_META}meta_profile.htm`, title: 'Metadata API Developer Guide: Profile' },
  },
  {
    id: 'users-cannot-see-new-field',
    title: "Users can't see the new field",
    says: [
      "users can't see the new field",
      'field not visible',
      'new field hidden',
      'field missing for users',
      'field level security missing',
    ],
    cause:
      "Deploying a field doesn't give anyone access to it: field-level security lives in profiles and permission sets (`fieldPermissions`), and a field is also shown only where a page layout places it.",
    fix: 'Copy the field, then the access. Field permissions go in a [Profile updates](/supported-components/profile-updates/) step, or in a permission set in a Components step. The layout goes in a [Page layouts](/supported-components/page-layouts/) step. [Release a new field](/start/release-a-new-field/) sets up all three.',
    more: '/start/release-a-new-field/',
    source: {
      url: `${API_META}meta_profile.htm`,
      title: 'Metadata API Developer Guide: Profile (fieldPermissions)',
    },
  },
  {
    id: 'lightning-page-assignments-lost',
    title: 'Lightning page assignments were lost after the release',
    says: [
      'lightning page assignments lost',
      'lightning page not active',
      'record page assignment missing',
      'users still see the old page',
      'flexipage not activated',
    ],
    cause:
      'A `FlexiPage` holds only the page. Its activations live in three other places. The org default is an `actionOverrides` entry on the object. The app default is an `actionOverrides` entry on the `CustomApplication`. App, record type and profile assignments are `profileActionOverrides` on the same app. Deploying the page changes none of them.',
    fix: 'Add a [Lightning page overrides](/supported-components/flexi-pages-overrides/) step below the step that copies the page.',
    more: '/docs/known-issues/#a-lightning-page-arrives-but-isnt-active',
    source: {
      url: `${API_META}meta_customapplication.htm`,
      title: 'Metadata API Developer Guide: CustomApplication',
    },
  },
  {
    id: 'flow-arrived-inactive',
    title: 'The flow arrived inactive, or as a new version',
    says: [
      'flow arrived inactive',
      'flow deployed inactive',
      'flow not active after deploy',
      'flow new version',
      'process builder inactive',
    ],
    cause:
      "In production, processes and flows arrive inactive unless **Deploy processes and flows as active** is on in Process Automation Settings, and then Apex tests must cover them. When the target's latest version is active, the deploy saves a new version instead of changing it.",
    fix: 'Activate the new version in the target after the run, or turn the setting on in production and cover the flows with Apex tests.',
    more: '/docs/known-issues/#a-flow-arrives-as-a-new-version-or-inactive',
    source: {
      url: `${API_META}meta_flowsettings.htm`,
      title: 'Metadata API Developer Guide: FlowSettings (enableFlowDeployAsActiveEnabled)',
    },
  },
  {
    id: 'picklist-value-missing-for-record-type',
    title: 'A picklist value is missing for one record type',
    says: [
      'picklist value missing for record type',
      'picklist value not available',
      'new picklist value missing',
      'record type picklist missing value',
    ],
    cause:
      "Which values a record type offers is part of the `RecordType`, in its `picklistValues`, not part of the field. Salesforce documents that values a deploy adds to a standard value set don't show on record types until each record type includes them.",
    fix: 'Copy the values with a [Picklist values](/supported-components/picklist-values/) step, then the record types that offer them with a [Record types](/supported-components/record-types/) step below it.',
    more: '/docs/known-issues/#new-values-of-a-standard-picklist-are-missing',
    source: {
      url: `${API_META}meta_standardvalueset.htm`,
      title: 'Metadata API Developer Guide: StandardValueSet (standardValue note on record types)',
    },
  },
  {
    id: 'layout-assignments-lost',
    title: 'Page layout assignments were lost on a profile',
    says: [
      'layout assignments lost',
      'page layout assignment not assigned',
      'layouts not assigned after deploy',
      'profile lost page layouts',
    ],
    cause:
      "Salesforce documents one exception to a profile deploy leaving alone what it doesn't send: {fact:profileLayoutAssignments}. A Components step that carries a profile retrieved on its own sends none.",
    fix: "Copy profiles with [Profile updates](/supported-components/profile-updates/), which sends the target's current assignments back when **Layout assignments** isn't ticked, or tick it to copy the source's.",
    more: '/supported-components/profile-updates/',
    source: {
      url: 'https://help.salesforce.com/s/articleView?id=000382756&type=1',
      title: "Salesforce Help: Page Layout assignments set to 'Not Assigned' during deployment",
    },
  },
  {
    id: 'components-skipped-protected',
    title: 'Components were skipped as protected',
    says: [
      'skipped as protected',
      'protected skipped',
      'component skipped in log',
      'component not deployed skipped',
    ],
    cause:
      'The target org\'s protected components list matches the component: Metaferry never overwrites or deletes it there, leaves it out of the deployment and logs "Protected, skipped".',
    fix: "If the component should change, ask a workspace admin to remove or narrow the pattern in the target org's protected components, then run again.",
    more: '/basic-terminology/what-is-protected-components/',
  },
  {
    id: 'notification-email-not-received',
    title: 'Nobody received the email after the run',
    says: [
      'email not received after run',
      'notification email not sent',
      'no email after run',
      'notification email missing',
    ],
    cause:
      "Metaferry sends its summary to the job's **Notification emails** when the last target finishes or the run is canceled. The usual reasons are an address missing from the job, a mail filter or a run still going.",
    fix: "Check the addresses in the job's settings and your mail filters, and make sure the run has ended.",
    more: '/start/how-to-create-job/#troubleshooting',
  },
];

export function symptomAnchor(id: string): string {
  return `symptom-${id}`;
}

export function symptomUrl(symptom: Symptom, origin = ''): string {
  return `${origin}${ERRORS_ROUTE}#${symptomAnchor(symptom.id)}`;
}

/** Words a description shares with any sentence, which name no symptom on their own. */
const COMMON = new Set(
  'a an the is are was were be been it its to of in on for and or but not no nothing after before my our we i they their can cant cannot dont didnt doesnt has have had with from as at by this that there still all any'.split(
    ' ',
  ),
);

/** Lower case words, apostrophes dropped (`can't` → `cant`), a final s, ed or ing trimmed. */
function stems(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/['’]/g, '')
    .split(/[^a-z0-9]+/)
    .filter((word) => word && !COMMON.has(word))
    .map((word) => word.replace(/(?:ing|ed|es|s)$/, ''))
    .filter(Boolean);
}

let phraseStems: { symptom: Symptom; phrases: string[][] }[] | undefined;

/** Characters of a description read: a symptom is a sentence, not a report. */
const MAX_DESCRIPTION = 400;

/**
 * The symptoms a description names, best first: those with a phrase whose every telling word the
 * description holds, ranked by how many words that phrase has. A long text (a pasted report) names none.
 */
export function matchSymptoms(text: string): Symptom[] {
  if (text.length > MAX_DESCRIPTION) return [];
  const words = new Set(stems(text));
  if (words.size === 0) return [];
  // Each phrase's telling words, worked out once.
  phraseStems ??= symptoms.map((symptom) => ({ symptom, phrases: symptom.says.map(stems) }));
  return phraseStems
    .map(({ symptom, phrases }) => ({
      symptom,
      score: Math.max(
        0,
        ...phrases.map((needed) =>
          needed.length >= 2 && needed.every((word) => words.has(word)) ? needed.length : 0,
        ),
      ),
    }))
    .filter((r) => r.score > 0)
    .sort((a, b) => b.score - a.score)
    .map((r) => r.symptom);
}
