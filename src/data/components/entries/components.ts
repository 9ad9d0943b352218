import type { ComponentEntry } from '../../catalogue';
import { APEX_TESTS, DEPLOY_LIMIT } from '../shared';

export const entry: ComponentEntry = {
  slug: 'components',
  title: 'Components',
  summary:
    'Copy components of any Metadata API type, such as custom objects and fields, Apex classes, flows and permission sets.',
  category: 'packaging-delivery',
  mechanism: 'metadata-deploy',
  anyMetadataType: true,
  metadataTypes: [
    'CustomObject',
    'CustomField',
    'ApexClass',
    'ApexTrigger',
    'ApexPage',
    'Flow',
    'PermissionSet',
    'ReportType',
    'BusinessProcess',
    'LightningComponentBundle',
    'CustomLabels',
    'StaticResource',
  ],
  fields: [],
  permissions: ['Manage Profiles and Permission Sets'],
  runAfter: ['package-upgrade'],
  validateOnly: true,
  deletes: true,
  limits: [DEPLOY_LIMIT, APEX_TESTS],
};
