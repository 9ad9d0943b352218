import type { ComponentEntry } from '../../catalogue';
import { DEPLOY_LIMIT } from '../shared';

export const entry: ComponentEntry = {
  slug: 'help-texts',
  title: 'Help text',
  summary: 'Copy the inline help text that users see next to standard and custom fields.',
  category: 'data-model',
  mechanism: 'metadata-deploy',
  anyMetadataType: false,
  metadataTypes: ['CustomField'],
  fields: ['CustomField.inlineHelpText'],
  permissions: [],
  runAfter: ['components'],
  validateOnly: true,
  deletes: false,
  limits: [DEPLOY_LIMIT],
};
