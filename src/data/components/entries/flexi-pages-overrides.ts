// Page names of the Metadata API Developer Guide. cspell:ignore profileactionoverride
import type { ComponentEntry } from '../../catalogue';
import { DEPENDENT_COMPONENTS, DEPLOY_LIMIT, from, fromMetadataApi } from '../shared';

export const entry: ComponentEntry = {
  slug: 'flexi-pages-overrides',
  title: 'Lightning page overrides',
  summary:
    'Copy Lightning record and Home page activation: org default, app default, and app, record type and profile assignments.',
  category: 'layout-ui',
  mechanism: 'metadata-deploy',
  anyMetadataType: false,
  metadataTypes: ['CustomObject', 'CustomApplication'],
  fields: [
    'CustomObject.actionOverrides',
    'ActionOverride.type',
    'ActionOverride.content',
    'ActionOverride.formFactor',
    'CustomApplication.actionOverrides',
    'CustomApplication.profileActionOverrides',
    'ProfileActionOverride.recordType',
    'ProfileActionOverride.profile',
  ],
  permissions: [],
  runAfter: ['components', 'record-types', 'page-layouts'],
  validateOnly: true,
  deletes: false,
  limits: [
    from(
      DEPENDENT_COMPONENTS,
      'An activation can name only a Lightning page (FlexiPage) that exists in the target org.',
    ),
    fromMetadataApi(
      'meta_profileactionoverride.htm',
      'ProfileActionOverride',
      'From API version 45.0, assignments by profile live on CustomApplication, not on Profile.',
    ),
    DEPLOY_LIMIT,
  ],
};
