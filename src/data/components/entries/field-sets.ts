import type { ComponentEntry } from '../../catalogue';
import { DEPENDENT_COMPONENTS, DEPLOY_LIMIT, from } from '../shared';

export const entry: ComponentEntry = {
  slug: 'field-sets',
  title: 'Field sets',
  summary:
    'Copy field sets, the named groups of fields that Visualforce pages, Lightning components and packages read.',
  category: 'data-model',
  mechanism: 'metadata-deploy',
  anyMetadataType: false,
  metadataTypes: ['FieldSet'],
  fields: [
    'CustomObject.fieldSets',
    'FieldSet.label',
    'FieldSet.description',
    'FieldSet.displayedFields',
    'FieldSet.availableFields',
  ],
  permissions: [],
  runAfter: ['components'],
  validateOnly: true,
  deletes: false,
  limits: [
    from(DEPENDENT_COMPONENTS, 'Every field a field set names must exist on the object in the target org.'),
    DEPLOY_LIMIT,
  ],
};
