import { facts } from '../../salesforce-facts';
import type { ComponentEntry } from '../../catalogue';
import { FIELD_HISTORY, from, fromFact } from '../shared';

export const entry: ComponentEntry = {
  slug: 'field-history-tracking',
  title: 'Field history tracking',
  summary: 'Turn on history for objects and copy which fields each target org tracks.',
  category: 'data-model',
  mechanism: 'metadata-deploy',
  anyMetadataType: false,
  metadataTypes: ['CustomObject', 'CustomField'],
  fields: ['CustomObject.enableHistory', 'CustomField.trackHistory'],
  permissions: [],
  runAfter: ['components'],
  validateOnly: true,
  deletes: false,
  limits: [
    fromFact(
      facts.fieldHistoryMaxFields,
      `An object tracks at most ${facts.fieldHistoryMaxFields.text}, or up to ${facts.fieldAuditTrailMaxFields.text} with Field Audit Trail.`,
    ),
    from(
      FIELD_HISTORY,
      "Formula, roll-up summary and auto-number fields, Created By and Last Modified By can't be tracked.",
    ),
    fromFact(
      facts.fieldHistoryRetention,
      `Without Field Audit Trail, field history is kept for ${facts.fieldHistoryRetention.text}.`,
    ),
  ],
};
