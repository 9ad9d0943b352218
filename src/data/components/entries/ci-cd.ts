import type { ComponentEntry } from '../../catalogue';
import { APEX_TESTS, DEPLOY_LIMIT } from '../shared';

export const entry: ComponentEntry = {
  slug: 'ci-cd',
  title: 'CI/CD',
  summary:
    'Start a job from a build pipeline with a workspace API token, through the metaferry client or an HTTPS call.',
  category: 'packaging-delivery',
  mechanism: 'pipeline',
  anyMetadataType: false,
  metadataTypes: [],
  fields: [],
  permissions: [],
  runAfter: [],
  validateOnly: true,
  deletes: false,
  limits: [DEPLOY_LIMIT, APEX_TESTS],
};
