import type { ComponentEntry } from '../../catalogue';
import { DEPENDENT_COMPONENTS, DEPLOY_LIMIT, from } from '../shared';

export const entry: ComponentEntry = {
  slug: 'apex-pages-overrides',
  title: 'Visualforce page overrides',
  summary:
    'Copy which Visualforce page replaces a standard action, such as View, Edit or New, on standard and custom objects.',
  category: 'layout-ui',
  mechanism: 'metadata-deploy',
  anyMetadataType: false,
  metadataTypes: ['CustomObject'],
  fields: [
    'CustomObject.actionOverrides',
    'ActionOverride.actionName',
    'ActionOverride.type',
    'ActionOverride.content',
    'ActionOverride.skipRecordTypeSelect',
    'ActionOverride.formFactor',
    'ActionOverride.comment',
  ],
  permissions: [],
  runAfter: ['components'],
  validateOnly: true,
  deletes: false,
  limits: [
    from(DEPENDENT_COMPONENTS, 'An override can name only a Visualforce page that exists in the target org.'),
    DEPLOY_LIMIT,
  ],
};
