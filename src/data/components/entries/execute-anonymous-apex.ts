import { facts } from '../../salesforce-facts';
import type { ComponentEntry } from '../../catalogue';
import { ANONYMOUS_BLOCKS, from, fromFact } from '../shared';

export const entry: ComponentEntry = {
  slug: 'execute-anonymous-apex',
  title: 'Execute anonymous Apex',
  summary:
    'Run an Apex script in each target org as the authorized user, for example to set up data after a deploy.',
  category: 'code-automation',
  mechanism: 'execute-anonymous',
  anyMetadataType: false,
  metadataTypes: [],
  fields: [],
  permissions: ['Author Apex'],
  runAfter: ['components', 'remote-site-settings'],
  validateOnly: false,
  deletes: false,
  limits: [
    from(
      ANONYMOUS_BLOCKS,
      'Anonymous Apex has no check-only mode: when the script completes without errors, Salesforce commits its changes.',
    ),
    fromFact(
      facts.apexSoqlQueries,
      `The script runs under synchronous Apex governor limits, such as ${facts.apexSoqlQueries.text}, ${facts.apexDmlStatements.text} and ${facts.apexCpuTime.text}.`,
    ),
    from(
      ANONYMOUS_BLOCKS,
      "The script runs as the authorized user and fails to compile if it breaks that user's object or field permissions.",
    ),
  ],
};
