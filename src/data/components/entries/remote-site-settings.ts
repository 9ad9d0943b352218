// Page names of the Metadata API Developer Guide. cspell:ignore remotesitesetting
import type { ComponentEntry } from '../../catalogue';
import { DEPLOY_LIMIT, fromMetadataApi } from '../shared';

export const entry: ComponentEntry = {
  slug: 'remote-site-settings',
  title: 'Remote site settings',
  summary:
    'Copy remote site settings, the outside endpoints that Apex callouts and Visualforce JavaScript may reach.',
  category: 'security-access',
  mechanism: 'metadata-deploy',
  anyMetadataType: false,
  metadataTypes: ['RemoteSiteSetting'],
  fields: [
    'RemoteSiteSetting.url',
    'RemoteSiteSetting.isActive',
    'RemoteSiteSetting.disableProtocolSecurity',
    'RemoteSiteSetting.description',
  ],
  permissions: [],
  planner: {
    types: ['RemoteSiteSetting'],
    adds: 'It can give each target org its own endpoint URL (URL replacements), which a Components step copies unchanged.',
    options: [
      { option: 'URL replacements', value: 'one pair per target whose endpoint differs from the source' },
    ],
  },
  runAfter: ['package-upgrade'],
  validateOnly: true,
  deletes: false,
  limits: [
    fromMetadataApi(
      'meta_remotesitesetting.htm',
      'RemoteSiteSetting',
      'An Apex callout to a site fails unless a remote site setting registers the site.',
    ),
    DEPLOY_LIMIT,
  ],
};
