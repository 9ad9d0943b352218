import { facts } from '../../salesforce-facts';
import type { ComponentEntry } from '../../catalogue';
import { DEPENDENT_COMPONENTS, from, fromFact } from '../shared';

export const entry: ComponentEntry = {
  slug: 'list-views',
  title: 'List views',
  summary: 'Copy public and shared list views: their columns, filters, filter logic and who can see them.',
  category: 'layout-ui',
  mechanism: 'metadata-deploy',
  anyMetadataType: false,
  metadataTypes: ['ListView'],
  fields: [
    'CustomObject.listViews',
    'ListView.label',
    'ListView.columns',
    'ListView.filterScope',
    'ListView.filters',
    'ListView.booleanFilter',
    'ListView.queue',
    'ListView.division',
    'ListView.sharedTo',
  ],
  permissions: ['Manage Public List Views'],
  runAfter: ['components'],
  validateOnly: true,
  deletes: false,
  limits: [
    from(
      DEPENDENT_COMPONENTS,
      'The groups, roles and queues a list view names must exist in the target org.',
    ),
    fromFact(
      facts.listViewFilterPicklistChars,
      `The picklist values chosen in one list view filter must total fewer than ${facts.listViewFilterPicklistChars.text}.`,
    ),
  ],
};
