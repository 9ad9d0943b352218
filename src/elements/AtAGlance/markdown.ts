/** `<AtAGlance slug="…">` in Markdown: the rows the component renders (./index.tsx), in its order and with its wording. */
import {
  baselinePermissions,
  categoryLabels,
  getComponent,
  isStep,
  limitText,
  mechanismLabels,
  packageInstallRequestReference,
  type ComponentEntry,
} from '../../data/components';
import { code, linkTo, slugProp, types } from '../markdown-helpers';
import type { ElementMapping } from '../types';

const AUTHORIZE = '/start/how-to-authorize-an-organization/#before-you-begin';

export function atAGlance(entry: ComponentEntry): string {
  const metadataTypes = (() => {
    if (entry.mechanism === 'pipeline') return "The types of the job's steps.";
    if (entry.mechanism === 'execute-anonymous')
      return 'None. The step runs a script; it deploys no metadata.';
    if (entry.mechanism === 'package-install')
      return `None. The step creates a Tooling API [\`${packageInstallRequestReference.name}\`](${packageInstallRequestReference.url}); it deploys no metadata.`;
    if (entry.anyMetadataType) {
      return entry.metadataTypes.length === 0
        ? 'Any type the Metadata API deploys.'
        : `Any type the Metadata API deploys, for example: ${types(entry.metadataTypes)}`;
    }
    return types(entry.metadataTypes);
  })();
  const fields = (() => {
    if (entry.fields.length > 0) return code(entry.fields);
    if (entry.mechanism === 'pipeline') return "Those of the job's steps.";
    if (entry.anyMetadataType) return 'Each selected component, whole.';
    return 'None.';
  })();
  const permissions =
    entry.permissions.length === 0
      ? `[Baseline permissions only](${AUTHORIZE}) (${baselinePermissions.join(', ')})`
      : `${entry.permissions.join(', ')}, in addition to the [baseline permissions](${AUTHORIZE}). ` +
        'The Permissions section below says when each one applies.';
  const runsAfter = !isStep(entry)
    ? 'Not a step: it starts a whole job, whose steps keep their order.'
    : entry.runAfter.length === 0
      ? 'Nothing. It can be the first step of a job.'
      : entry.runAfter.map((slug) => linkTo(getComponent(slug))).join(', ');
  const validateOnly = entry.validateOnly
    ? 'Yes'
    : entry.mechanism === 'execute-anonymous'
      ? 'No. Anonymous Apex has no check-only mode, so the step shows as Not validated.'
      : entry.mechanism === 'package-install'
        ? 'No. A package install has no check-only mode, so the step shows as Not validated.'
        : 'No';
  const rows: [string, string][] = [
    ['Category', `[${categoryLabels[entry.category]}](/supported-components/?category=${entry.category})`],
    ['Metadata API types', metadataTypes],
    ['Fields and elements', fields],
    ['Runs through', mechanismLabels[entry.mechanism]],
    ['Permissions needed', permissions],
    ['Runs after', runsAfter],
    ['Validate only', validateOnly],
    ['Deletes components', entry.deletes ? 'Yes, through `destructiveChanges.xml`' : 'No'],
  ];
  const list = rows.map(([term, value]) => `- **${term}:** ${value}`);
  list.push(
    '- **Limits:**',
    ...entry.limits.map((limit) => `  - ${limitText(limit)} ([Salesforce source](${limit.source}))`),
  );
  return ['**At a glance**', list.join('\n')].join('\n\n');
}

export const markdown: ElementMapping = (context) => atAGlance(getComponent(slugProp(context)));
