// Page names of the Metadata API Developer Guide. cspell:ignore businessprocess
import type { ComponentEntry } from '../../catalogue';
import { DEPENDENT_COMPONENTS, from, fromMetadataApi } from '../shared';

export const entry: ComponentEntry = {
  slug: 'record-types',
  title: 'Record types',
  summary:
    'Copy record types with their business process and the picklist values each one offers, and optionally their visibility.',
  category: 'data-model',
  mechanism: 'metadata-deploy',
  anyMetadataType: false,
  metadataTypes: ['RecordType', 'Profile'],
  fields: [
    'RecordType.label',
    'RecordType.description',
    'RecordType.active',
    'RecordType.businessProcess',
    'RecordType.picklistValues',
    'Profile.recordTypeVisibilities',
  ],
  permissions: ['Manage Profiles and Permission Sets'],
  planner: {
    types: ['RecordType'],
    whenListed: ['Profile'],
    adds: 'It also copies which profiles can use each record type (`recordTypeVisibilities`), limited to its own record types.',
    options: [{ option: 'Visibility', value: 'Copy, for the profiles in the package' }],
  },
  runAfter: ['picklist-values'],
  validateOnly: true,
  deletes: false,
  limits: [
    fromMetadataApi(
      'meta_businessprocess.htm',
      'BusinessProcess',
      'A record type on Opportunity, Case, Lead or Solution is assigned a sales, support, lead or solution process, which must exist in the target org.',
    ),
    from(
      DEPENDENT_COMPONENTS,
      'A record type can offer only values that its picklist has in the target org.',
    ),
    {
      text: "Salesforce doesn't delete record types through the API.",
      source:
        'https://developer.salesforce.com/docs/platform/api-tooling/references/tooling-objects/tooling-recordtype.html',
      sourceTitle: 'Tooling API: RecordType',
    },
  ],
};
