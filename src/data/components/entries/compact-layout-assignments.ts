// Page names of the Metadata API Developer Guide. cspell:ignore compactlayout
import { facts } from '../../salesforce-facts';
import type { ComponentEntry } from '../../catalogue';
import { DEPLOY_LIMIT, fromFact, fromMetadataApi } from '../shared';

export const entry: ComponentEntry = {
  slug: 'compact-layout-assignments',
  title: 'Compact layout assignments',
  summary:
    'Copy compact layouts and set which one each object, and each record type, uses as its primary compact layout.',
  category: 'layout-ui',
  mechanism: 'metadata-deploy',
  anyMetadataType: false,
  metadataTypes: ['CompactLayout', 'CustomObject', 'RecordType'],
  fields: [
    'CustomObject.compactLayouts',
    'CustomObject.compactLayoutAssignment',
    'CompactLayout.label',
    'CompactLayout.fields',
    'RecordType.compactLayoutAssignment',
  ],
  permissions: [],
  runAfter: ['components', 'record-types', 'page-layouts'],
  validateOnly: true,
  deletes: false,
  limits: [
    fromMetadataApi(
      'meta_compactlayout.htm',
      'CompactLayout',
      "Compact layouts can't show text area, long text area, rich text area or multi-select picklist fields.",
    ),
    fromFact(
      facts.compactLayoutHighlightsFields,
      `A record's highlights show a compact layout's fields: ${facts.compactLayoutHighlightsFields.text}.`,
    ),
    DEPLOY_LIMIT,
  ],
};
