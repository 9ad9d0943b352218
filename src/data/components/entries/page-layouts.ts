import type { ComponentEntry } from '../../catalogue';
import { DEPENDENT_COMPONENTS, DEPLOY_LIMIT, from } from '../shared';

export const entry: ComponentEntry = {
  slug: 'page-layouts',
  title: 'Page layouts',
  summary:
    'Copy page layouts, with sections, fields, related lists, buttons and actions, and optionally their profile assignments.',
  category: 'layout-ui',
  mechanism: 'metadata-deploy',
  anyMetadataType: false,
  metadataTypes: ['Layout', 'Profile'],
  fields: [
    'Layout.layoutSections',
    'Layout.relatedLists',
    'Layout.customButtons',
    'Layout.excludeButtons',
    'Layout.quickActionList',
    'Layout.platformActionList',
    'Profile.layoutAssignments',
  ],
  permissions: ['Manage Profiles and Permission Sets'],
  planner: {
    types: ['Layout'],
    whenListed: ['Profile'],
    adds: 'It also copies which layout each profile and record type uses: those assignments live on the profiles (`layoutAssignments`), and this step sends them for its own layouts only.',
    options: [{ option: 'Layout assignments', value: 'Copy, for the profiles in the package' }],
  },
  runAfter: ['components', 'picklist-values', 'record-types'],
  validateOnly: true,
  deletes: false,
  limits: [
    from(
      DEPENDENT_COMPONENTS,
      'Every field, related list, button and action a layout names must exist in the target org.',
    ),
    {
      text: 'Which profile and record type use a layout is stored on the Profile, in layoutAssignments, not on the Layout.',
      source: 'https://help.salesforce.com/s/articleView?id=000382756&language=en_US&type=1',
      sourceTitle: "Salesforce Help: Page Layout assignments set to 'Not Assigned' during deployment",
    },
    DEPLOY_LIMIT,
  ],
};
