import { packageInstallRequestReference, type ComponentEntry } from '../../catalogue';

export const entry: ComponentEntry = {
  slug: 'package-upgrade',
  title: 'Package upgrade',
  summary:
    'Install or upgrade a managed package version, by its 04t ID, in each target org before the steps that need it.',
  category: 'packaging-delivery',
  mechanism: 'package-install',
  anyMetadataType: false,
  // The step creates a Tooling API PackageInstallRequest in each target: no
  // Metadata API type is deployed, so the entry names none (the schema test
  // allows that for package installs) and At a glance links the Tooling API
  // object instead. InstalledPackage, the Metadata API type, is what the
  // Components step would deploy; this step doesn't use it.
  metadataTypes: [],
  // A package.xml that lists InstalledPackage comes here, not to Components: Salesforce deploys
  // InstalledPackage only in a manifest that holds no other type (its Metadata API page), and this
  // step installs the version the source has, before every step that uses the package.
  planner: {
    types: ['InstalledPackage'],
    adds: 'Salesforce deploys `InstalledPackage` only in a manifest of its own; a Package upgrade step installs one package version by its ID, before the steps that use it.',
    options: [{ option: 'Package version ID', value: 'the version (04t…) installed in the source org' }],
    onePerComponent: true,
  },
  fields: [
    'PackageInstallRequest.SubscriberPackageVersionKey',
    'PackageInstallRequest.Password',
    'PackageInstallRequest.SecurityType',
    'PackageInstallRequest.EnableRss',
  ],
  permissions: ['Download AppExchange Packages'],
  runAfter: [],
  validateOnly: false,
  deletes: false,
  limits: [
    {
      text: 'A package protected by an installation key installs only when the request sends that key as Password.',
      source: packageInstallRequestReference.url,
      sourceTitle: packageInstallRequestReference.title,
    },
  ],
};
