import type { ComponentEntry } from '../../catalogue';
import { APEX_TESTS, DEPLOY_LIMIT, fromMetadataApi } from '../shared';

export const entry: ComponentEntry = {
  slug: 'zip-packages',
  title: 'Zip packages',
  summary:
    'Deploy a zip file you upload, with a package.xml manifest and optional destructive changes, to each target org.',
  category: 'packaging-delivery',
  mechanism: 'metadata-deploy',
  anyMetadataType: true,
  metadataTypes: [],
  fields: [],
  permissions: ['Manage Profiles and Permission Sets'],
  runAfter: ['package-upgrade'],
  validateOnly: true,
  deletes: true,
  limits: [
    DEPLOY_LIMIT,
    APEX_TESTS,
    fromMetadataApi(
      'meta_deploy_deleting_files.htm',
      'Deleting Components from an Organization',
      'Deletions go in destructiveChanges.xml, destructiveChangesPre.xml or destructiveChangesPost.xml, next to package.xml.',
    ),
  ],
};
