import { facts } from '../../salesforce-facts';
import type { ComponentEntry } from '../../catalogue';
import { fromFact } from '../shared';

export const entry: ComponentEntry = {
  slug: 'picklist-values',
  title: 'Picklist values',
  summary:
    'Copy the values of custom picklist fields, standard picklists and global value sets, with their dependencies.',
  category: 'data-model',
  mechanism: 'metadata-deploy',
  anyMetadataType: false,
  metadataTypes: ['CustomField', 'StandardValueSet', 'GlobalValueSet'],
  fields: [
    'CustomField.valueSet',
    'ValueSet.valueSetDefinition',
    'ValueSet.valueSetName',
    'ValueSet.restricted',
    'ValueSet.controllingField',
    'ValueSet.valueSettings',
    'StandardValueSet.standardValue',
    'GlobalValueSet.customValue',
  ],
  permissions: [],
  runAfter: ['components'],
  validateOnly: true,
  deletes: false,
  limits: [
    fromFact(
      facts.picklistRestrictedMaxValues,
      `A restricted picklist holds at most ${facts.picklistRestrictedMaxValues.text}.`,
    ),
    fromFact(
      facts.globalValueSetMaxValues,
      `A global value set holds at most ${facts.globalValueSetMaxValues.text}.`,
    ),
    fromFact(
      facts.picklistUnrestrictedMaxActive,
      `An unrestricted picklist holds at most ${facts.picklistUnrestrictedMaxActive.text}.`,
    ),
  ],
};
