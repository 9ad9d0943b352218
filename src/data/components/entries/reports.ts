import type { ComponentEntry } from '../../catalogue';
import { DEPENDENT_COMPONENTS, DEPLOY_LIMIT, from } from '../shared';

export const entry: ComponentEntry = {
  slug: 'reports',
  title: 'Reports',
  summary:
    'Copy reports and their folders, with columns, filters, groupings and charts, onto report types in the target org.',
  category: 'analytics',
  mechanism: 'metadata-deploy',
  anyMetadataType: false,
  metadataTypes: ['Report', 'ReportFolder'],
  fields: [
    'Report.format',
    'Report.reportType',
    'Report.columns',
    'Report.groupingsDown',
    'Report.groupingsAcross',
    'Report.filter',
    'Report.chart',
    'ReportFolder.folderShares',
  ],
  permissions: ['Manage Reports in Public Folders', 'Create Report Folders'],
  planner: {
    types: ['Report', 'ReportFolder'],
    adds: 'It creates each missing report folder first and leaves out folder shares with named users, who rarely exist in every target.',
  },
  runAfter: ['components', 'picklist-values', 'record-types'],
  validateOnly: true,
  deletes: false,
  limits: [
    from(DEPENDENT_COMPONENTS, "A report's folder and report type must exist in the target org."),
    DEPLOY_LIMIT,
  ],
};
