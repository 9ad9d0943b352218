import type { ComponentEntry } from '../../catalogue';
import { DEPENDENT_COMPONENTS, DEPLOY_LIMIT, from } from '../shared';

export const entry: ComponentEntry = {
  slug: 'letterheads',
  title: 'Letterheads',
  summary:
    'Copy Classic letterheads: the header, footer, colors and logo that Classic HTML email templates use.',
  category: 'layout-ui',
  mechanism: 'metadata-deploy',
  anyMetadataType: false,
  metadataTypes: ['Letterhead'],
  fields: [
    'Letterhead.available',
    'Letterhead.header',
    'Letterhead.footer',
    'Letterhead.backgroundColor',
    'Letterhead.bodyColor',
    'Letterhead.topLine',
    'Letterhead.middleLine',
    'Letterhead.bottomLine',
  ],
  permissions: ['Manage Letterheads'],
  runAfter: ['package-upgrade'],
  validateOnly: true,
  deletes: false,
  limits: [
    from(
      DEPENDENT_COMPONENTS,
      'A letterhead logo points to a document, which must exist in the target org or deploy with the letterhead.',
    ),
    from(
      {
        source:
          'https://developer.salesforce.com/docs/platform/object-reference/references/standard-objects/object-enhancedletterhead.html',
        sourceTitle: 'Object Reference for the Salesforce Platform: EnhancedLetterhead',
      },
      "Enhanced letterheads for Lightning email templates are EnhancedLetterhead records, data rather than metadata, so the Metadata API can't deploy them.",
    ),
    DEPLOY_LIMIT,
  ],
};
