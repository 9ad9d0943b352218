import type { ComponentEntry } from '../../catalogue';
import { DEPENDENT_COMPONENTS, DEPLOY_LIMIT, PROFILE_LAYOUT_ASSIGNMENTS, from } from '../shared';

export const entry: ComponentEntry = {
  slug: 'profile-updates',
  title: 'Profile updates',
  summary:
    'Copy only the profile sections you choose, narrowed to chosen objects and fields, into profiles in each target org.',
  category: 'security-access',
  mechanism: 'metadata-deploy',
  anyMetadataType: false,
  metadataTypes: ['Profile'],
  fields: [
    'Profile.objectPermissions',
    'Profile.fieldPermissions',
    'Profile.layoutAssignments',
    'Profile.tabVisibilities',
    'Profile.recordTypeVisibilities',
    'Profile.userPermissions',
    'Profile.classAccesses',
    'Profile.pageAccesses',
    'Profile.applicationVisibilities',
  ],
  permissions: ['Manage Profiles and Permission Sets'],
  planner: {
    types: ['Profile'],
    adds: 'It deploys only the profile sections you tick, narrowed to the objects and fields you pick, after every component the profiles name; a Components step would send each profile as the source returns it. It changes the profiles each target has and creates none: create a new custom profile there first.',
    createsNone: true,
  },
  runAfter: ['components', 'record-types', 'page-layouts', 'tab-styles'],
  validateOnly: true,
  deletes: false,
  limits: [
    from(
      DEPENDENT_COMPONENTS,
      'Every object, field, tab, record type, layout, class and page an entry names must exist in the target org.',
    ),
    from(
      PROFILE_LAYOUT_ASSIGNMENTS,
      'A profile deployed without layoutAssignments loses all its page layout assignments in the target org.',
    ),
    DEPLOY_LIMIT,
  ],
};
