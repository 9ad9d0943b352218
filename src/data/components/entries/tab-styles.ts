import type { ComponentEntry } from '../../catalogue';
import { DEPENDENT_COMPONENTS, DEPLOY_LIMIT, from } from '../shared';

export const entry: ComponentEntry = {
  slug: 'tab-styles',
  title: 'Tab styles',
  summary: 'Copy the color and icon of custom tabs, or whole tabs that a target org lacks.',
  category: 'layout-ui',
  mechanism: 'metadata-deploy',
  anyMetadataType: false,
  metadataTypes: ['CustomTab'],
  fields: ['CustomTab.motif', 'CustomTab.icon'],
  permissions: [],
  runAfter: ['components'],
  validateOnly: true,
  deletes: false,
  limits: [
    from(DEPENDENT_COMPONENTS, 'The icon a custom tab names must exist in the target org.'),
    DEPLOY_LIMIT,
  ],
};
