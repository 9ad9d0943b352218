// cspell:ignore experiencebundle presenceuserconfig queueroutingconfig servicechannel
/**
 * What must be on in a target before a deploy of a type succeeds, as
 * Salesforce's page for the type says it (issue 38). Only what a page states:
 * a type whose page names nothing is not listed, and a child type needs what
 * its parent needs (./status.ts). Each requirement keeps the page it comes
 * from and the day it was checked; `npm run type-facts` lists them.
 */
export interface Requirement {
  /** What must be on, in the admin's words, naming the setting as Setup names it. */
  readonly text: string;
  /** Salesforce's page that says so. */
  readonly source: string;
  /** The day the page was read (ISO date). */
  readonly checked: string;
}

const API_META = 'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/';
const CHECKED = '2026-11-27';

const salesTerritories: Requirement = {
  text: 'Sales Territories (Enterprise Territory Management) turned on in the target: Setup, Territory Settings.',
  source: `${API_META}meta_territory2model.htm`,
  checked: CHECKED,
};

const omniChannel = (page: string): Requirement => ({
  text: 'Omni-Channel turned on in the target: Setup, Omni-Channel Settings.',
  source: `${API_META}${page}`,
  checked: CHECKED,
});

export const PREREQUISITES: Readonly<Record<string, readonly Requirement[]>> = {
  ExperienceBundle: [
    {
      text: 'For an Aura site: Enable ExperienceBundle Metadata API, in Setup under Digital Experiences, Settings, in the target (and the source, to retrieve it). LWR sites need nothing.',
      source: `${API_META}meta_experiencebundle.htm`,
      checked: CHECKED,
    },
  ],
  Network: [
    {
      text: 'Digital Experiences (formerly Communities) turned on in the target: Setup, Digital Experiences, Settings.',
      source:
        'https://developer.salesforce.com/docs/atlas.en-us.object_reference.meta/object_reference/sforce_api_objects_network.htm',
      checked: CHECKED,
    },
  ],
  Portal: [
    {
      text: 'A partner portal or Customer Portal turned on in the target.',
      source: `${API_META}meta_portal.htm`,
      checked: CHECKED,
    },
  ],
  PresenceUserConfig: [omniChannel('meta_presenceuserconfig.htm')],
  QueueRoutingConfig: [omniChannel('meta_queueroutingconfig.htm')],
  ServiceChannel: [omniChannel('meta_servicechannel.htm')],
  Territory2: [{ ...salesTerritories, source: `${API_META}meta_territory2.htm` }],
  Territory2Model: [salesTerritories],
  Territory2Rule: [{ ...salesTerritories, source: `${API_META}meta_territory2rule.htm` }],
  Territory2Type: [{ ...salesTerritories, source: `${API_META}meta_territory2type.htm` }],
};
