import type { ComponentEntry } from '../../catalogue';
import { DEPLOY_LIMIT, fromMetadataApi } from '../shared';

export const entry: ComponentEntry = {
  slug: 'email-templates',
  title: 'Email templates',
  summary: 'Copy Classic and Lightning email templates with their folders, letterhead and attachments.',
  category: 'code-automation',
  mechanism: 'metadata-deploy',
  anyMetadataType: false,
  metadataTypes: ['EmailTemplate', 'EmailFolder', 'EmailTemplateFolder'],
  fields: [
    'EmailTemplate.type',
    'EmailTemplate.uiType',
    'EmailTemplate.subject',
    'EmailTemplate.relatedEntityType',
    'EmailTemplate.letterhead',
    'EmailTemplate.available',
    'EmailTemplate.attachments',
  ],
  permissions: [
    'Manage Public Classic Email Templates',
    'Manage Public Lightning Email Templates',
    'Create Folders for Lightning Email Templates',
  ],
  planner: {
    types: ['EmailTemplate', 'EmailFolder', 'EmailTemplateFolder'],
    adds: 'It creates each missing email template folder first and checks each target for the letterhead and documents a template names.',
  },
  runAfter: ['components', 'letterheads'],
  validateOnly: true,
  deletes: false,
  limits: [
    fromMetadataApi(
      'meta_folder.htm',
      'Folder',
      'Email templates live in folders; a folder must exist in the target org before its templates.',
    ),
    DEPLOY_LIMIT,
  ],
};
