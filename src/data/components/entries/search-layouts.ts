// Page names of the Metadata API Developer Guide. cspell:ignore searchlayouts
import type { ComponentEntry } from '../../catalogue';
import { DEPLOY_LIMIT, fromMetadataApi } from '../shared';

export const entry: ComponentEntry = {
  slug: 'search-layouts',
  title: 'Search layouts',
  summary:
    'Copy the columns and buttons of search results, lookup dialogs and recent records lists for each object.',
  category: 'layout-ui',
  mechanism: 'metadata-deploy',
  anyMetadataType: false,
  metadataTypes: ['CustomObject'],
  fields: [
    'CustomObject.searchLayouts',
    'SearchLayouts.searchResultsAdditionalFields',
    'SearchLayouts.lookupDialogsAdditionalFields',
    'SearchLayouts.lookupPhoneDialogsAdditionalFields',
    'SearchLayouts.lookupFilterFields',
    'SearchLayouts.searchFilterFields',
    'SearchLayouts.customTabListAdditionalFields',
    'SearchLayouts.listViewButtons',
    'SearchLayouts.searchResultsCustomButtons',
    'SearchLayouts.excludedStandardButtons',
  ],
  permissions: [],
  runAfter: ['components'],
  validateOnly: true,
  deletes: false,
  limits: [
    fromMetadataApi(
      'meta_searchlayouts.htm',
      'SearchLayouts',
      "The Metadata API can't change the search layouts of Event and Task.",
    ),
    fromMetadataApi(
      'meta_searchlayouts.htm',
      'SearchLayouts',
      "An object's Name field is always the first column; the Metadata API adds it back if it is left out.",
    ),
    DEPLOY_LIMIT,
  ],
};
