/**
 * The type status set, hundred-and-ninth round (issue 51): things an admin configures in Setup, drawn
 * as the ninety-second to hundred-and-eighth from the same 20 areas of Setup in another seeded order
 * (seed 2026120720), 15 of the 16 named from a Salesforce Help page and one from another Salesforce
 * page. Walked in order, one thing from each area that gave one and a second from two (14 areas; 6
 * gave nothing); the Metadata API type that carries it found and its status judged from that type's
 * page (the writer was told a thing stored only inside other types' files is named by the type whose
 * file holds it); each asked by a short name, never one of the 2,256 queries earlier type and type
 * status sets asked (the writer had that list of words, and nothing else of the sets), and none with
 * an earlier query's words, stop words gone (checked before scoring: none dropped). The writer's
 * doubts: several fields come only from a third-party listing of the schema or a page excerpt cut off
 * before the field; two queries were shortened to six words after writing. Judged from Salesforce's
 * pages (about 180 searches, a writer given 45 minutes): 6 copied, 5 copied with prerequisites
 * (permission 3, feature 1, license 1), 5 not copyable. Written by one helper that read only public
 * pages and none of the type data, the resolver or their tests, told the baseline permissions every
 * job's user has are no prerequisite; its report names no type, query or page. The file was written
 * from its JSON by a script that printed no case, and scored on arrival by counts only. Consecutive
 * pairs share a status where the counts allow.
 */
import type { TypeStatusQuestion } from '../types';
import type { TypeStatusSet } from './define';

export const TYPE_STATUS_QUESTIONS_109: readonly TypeStatusQuestion[] = [
  // Doubt: The type page (read in its Japanese edition) describes enableInlineEdit as editing field values on record detail pages, while the Help article speaks of inline editing in list views; I assume it is the same org-wide setting.
  {
    query: 'inline editing',
    type: 'UserInterfaceSettings',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.ja-jp.api_meta.meta/api_meta/meta_userinterfacesettings.htm',
  },
  // Doubt: The Help page on User Management Settings that I could open was cut off before this option, so the name comes from the security guide page; the type page I read is an older release (API 46 onward), where the field enableNewProfileUI is listed without any requirement.
  {
    query: 'enhanced profile user interface',
    type: 'UserManagementSettings',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.220.0.api_meta.meta/api_meta/meta_usermanagementsettings.htm',
  },
  // Doubt: The field is enableAdminApprovedAppsOnlyForExternalUser; an older release of the type page lists the field without the Support note, so the requirement may depend on the API version read. Query shortened from the Help heading (which also names customers) to fit six words.
  {
    query: 'restrict partners from accessing apis',
    type: 'ConnectedAppSettings',
    status: 'copied-with-prerequisites',
    kind: 'feature',
    requirement:
      'API Access Control has to be switched on for the org first, which only Salesforce Customer Support can do; until then the field cannot be accessed.',
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_connectedappsettings.htm',
  },
  // Doubt: The field enableEnhancedUIForISPref description was cut off in the excerpt I saw; the Public Sector edition requirement is stated for its sibling fields and I assume it applies the same way. It may also depend on Interaction Summary being on.
  {
    query: 'enhanced interaction note interface',
    type: 'IndustriesSettings',
    status: 'copied-with-prerequisites',
    kind: 'license',
    requirement: 'The setting is only available in orgs whose edition has Public Sector Solutions enabled.',
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.psc_api.meta/psc_api/meta_psc_industriessettings.htm',
  },
  // Doubt: The pages show debug mode is switched on user by user from the Debug Mode Users list (a preference on each user record, not an org setting); none says in so many words that a Metadata API deploy leaves it out, and old releases had an org-wide checkbox instead.
  {
    query: 'debug mode for lightning components',
    type: null,
    status: 'not-copyable',
    kind: null,
    requirement: null,
    source: 'https://developer.salesforce.com/docs/platform/lwc/guide/debug-mode-enable.html',
  },
  // Doubt: The object reference shows entitlement policies are records (create, update, upsert calls; an owner; last-viewed dates) available only with the B2B Commerce licence, so they move as data; no page I read says in so many words that no metadata type carries them.
  {
    query: 'entitlement policies for a b2b store',
    type: null,
    status: 'not-copyable',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/platform/object-reference/references/standard-objects/object-commerceentitlementpolicy.html',
  },
  // Doubt: The parts of the Network type page I could read stop before the reputation fields (enableReputation and the level list); I rely on the site file holding them. The Help page says Chatter must be on for these workspace preferences, and the ReputationLevel object page says digital experiences must be enabled, so a feature prerequisite may apply. Query shortened to fit six words.
  {
    query: 'experience cloud reputation levels',
    type: 'Network',
    status: 'copied',
    kind: null,
    requirement: null,
    source: 'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_network.htm',
  },
  // Doubt: The field enableCoepHeader (API 55.0 and later) is read from the Japanese edition of the type page; it applies the header to custom Visualforce pages and no requirement is stated there.
  {
    query: 'cross-origin embedder policy (coep)',
    type: 'SecuritySettings',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.ja-jp.240.0.api_meta.meta/api_meta/meta_securitysettings.htm',
  },
  // Doubt: JIT is a per-configuration option (user provisioning, identity mapping, JIT handler and execution user) inside the SamlSsoConfig file; the access rule mixes a baseline permission with Modify All Data / View Setup, so whether it counts as a real prerequisite is a judgement call. A custom JIT handler also needs its Apex class and execution user to exist in the target.
  {
    query: 'just-in-time provisioning',
    type: 'SamlSsoConfig',
    status: 'copied-with-prerequisites',
    kind: 'permission',
    requirement:
      'The deploying user needs View Setup and Configuration, or both Customize Application and Modify All Data, to access SAML single sign-on configurations.',
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.262.0.api_meta.meta/api_meta/meta_samlssoconfig.htm',
  },
  // Doubt: The session-activation flag (hasActivationRequired) was confirmed on the Tooling API PermissionSet page and a third-party Metadata schema, not in the Metadata API page excerpt I saw; the activations themselves (SessionPermSetActivation) are per-session records and are not carried.
  {
    query: 'session-based permission sets',
    type: 'PermissionSet',
    status: 'copied-with-prerequisites',
    kind: 'permission',
    requirement:
      'Only users with View Setup and Configuration, Manage Session Permission Set Activations, Assign Permission Sets or Manage Profiles and Permission Sets can access the PermissionSet type.',
    source:
      'https://developer.salesforce.com/docs/atlas.ja-jp.260.0.api_meta.meta/api_meta/meta_permissionset.htm',
  },
  // Doubt: The Object Reference shows email relay configuration stored as EmailRelay records handled with create()/update() data calls; I found no Metadata API type page for it, but I did not see an explicit statement that Metadata API excludes it.
  {
    query: 'email relay',
    type: null,
    status: 'not-copyable',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.264.0.object_reference.meta/object_reference/sforce_api_objects_emailrelay.htm',
  },
  // Doubt: Absences are ResourceAbsence records created with data calls (create/update/upsert) per the Object Reference, so a metadata deploy would not carry them; the page does not itself mention Metadata API.
  {
    query: 'service resource absences',
    type: null,
    status: 'not-copyable',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/platform/object-reference/references/standard-objects/object-resourceabsence.html',
  },
  // Doubt: The part of the Report type page I could read says only custom reports are supported and that reports cannot be listed with a wildcard; I did not reach the fields that hold the joined blocks, and a custom report type used by a block must travel with it.
  {
    query: 'joined reports',
    type: 'Report',
    status: 'copied',
    kind: null,
    requirement: null,
    source: 'https://developer.salesforce.com/docs/atlas.en-us.252.0.api_meta.meta/api_meta/meta_report.htm',
  },
  // Doubt: The CaseSettings page excerpt I saw lists the emailToCase subtype field but was cut before the EmailToCaseSettings table; the subfield name enableE2CAttachmentAsFile comes from a third-party schema listing, and the option likely only matters when Email-to-Case itself is enabled in the same file.
  {
    query: 'save email-to-case attachments as salesforce files',
    type: 'CaseSettings',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.260.0.api_meta.meta/api_meta/meta_casesettings.htm',
  },
  // Doubt: The field note for enablePartnerSuperUserAccess was cut off in the excerpt and may add a further condition (such as digital experiences being enabled or a permission); I only saw the Japanese machine-translated page. Granting super user access to individual partner users is user data and is not carried.
  {
    query: 'enable partner super user access',
    type: 'SharingSettings',
    status: 'copied-with-prerequisites',
    kind: 'permission',
    requirement: 'Working with SharingSettings needs the Manage Sharing user permission.',
    source:
      'https://developer.salesforce.com/docs/atlas.ja-jp.222.0.api_meta.meta/api_meta/meta_sharingsettings.htm',
  },
  // Doubt: Policies surface as ArchivePolicyDefinition records (data calls only) and the Object Reference says behaviour is controlled solely through the Archive app policy setup flow; the Archive app help mentions a deploy step of its own, which I did not open, so an app-level copy path may exist outside Metadata API.
  {
    query: 'archive policies',
    type: null,
    status: 'not-copyable',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.264.0.object_reference.meta/object_reference/sforce_api_objects_archivepolicydefinition.htm',
  },
];

export const SET: TypeStatusSet = {
  kind: 'type-status',
  round: 109,
  name: "type status set's hundred-and-ninth round",
  held: 'halves',
  blind: true,
  arrival: 'tuning 2/8, held out 2/8',
  story:
    'Setup options named from Help pages, as the ninety-second to hundred-and-eighth rounds; scored on arrival',
  // On arrival at ea527c4c and at fa681160, the last session's head, alike: tuning 2/8, none false;
  // held out 2/8, two false (each the set's type, where the set names a need we don't). Nothing tuned
  // on it.
  floor: { tuning: 2, heldOut: 2 },
  questions: TYPE_STATUS_QUESTIONS_109,
};
