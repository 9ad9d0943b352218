import type { ComponentEntry } from '../../catalogue';
import { DEPENDENT_COMPONENTS, DEPLOY_LIMIT, from, fromMetadataApi } from '../shared';

export const entry: ComponentEntry = {
  slug: 'dashboards',
  title: 'Dashboards',
  summary:
    'Copy dashboards and their folders, with components, filters and running user, after the reports they show.',
  category: 'analytics',
  mechanism: 'metadata-deploy',
  anyMetadataType: false,
  metadataTypes: ['Dashboard', 'DashboardFolder'],
  fields: [
    'Dashboard.title',
    'Dashboard.dashboardType',
    'Dashboard.runningUser',
    'Dashboard.dashboardGridLayout',
    'Dashboard.dashboardFilters',
    'DashboardFolder.folderShares',
  ],
  permissions: [
    'Manage Dashboards in Public Folders',
    'Create Dashboard Folders',
    'Manage Dynamic Dashboards',
  ],
  planner: {
    types: ['Dashboard', 'DashboardFolder'],
    adds: "It creates each missing dashboard folder and sets each dashboard's running user per target: the source's user matched by username, the target's own, or the authorized user.",
  },
  runAfter: ['reports'],
  validateOnly: true,
  deletes: false,
  limits: [
    fromMetadataApi(
      'meta_user_references.htm',
      'Maintaining User References',
      'Salesforce matches the running user by username; if no user matches in the target org, the deploy fails.',
    ),
    from(DEPENDENT_COMPONENTS, 'Every report a dashboard component shows must exist in the target org.'),
    DEPLOY_LIMIT,
  ],
};
