/** `<AtAGlance slug="…">` in Markdown: the rows the component renders (./index.tsx), in its order, with the wording both take from ./text.ts. */
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
import {
  ANY_TYPE,
  AUTHORIZE,
  fieldsSentence,
  HEADING,
  PACKAGE_INSTALL,
  PERMISSIONS_NOTE,
  ROWS,
  runsAfterSentence,
  typesSentence,
  validateOnlyText,
} from './text';

export function atAGlance(entry: ComponentEntry): string {
  const metadataTypes = (() => {
    const sentence = typesSentence(entry);
    if (sentence) return sentence;
    if (entry.mechanism === 'package-install')
      return `${PACKAGE_INSTALL.before} [\`${packageInstallRequestReference.name}\`](${packageInstallRequestReference.url})${PACKAGE_INSTALL.after}`;
    if (entry.anyMetadataType) return `${ANY_TYPE}, for example: ${types(entry.metadataTypes)}`;
    return types(entry.metadataTypes);
  })();
  const fields = entry.fields.length > 0 ? code(entry.fields) : fieldsSentence(entry);
  const permissions =
    entry.permissions.length === 0
      ? `[Baseline permissions only](${AUTHORIZE}) (${baselinePermissions.join(', ')})`
      : `${entry.permissions.join(', ')}, in addition to the [baseline permissions](${AUTHORIZE}). ${PERMISSIONS_NOTE}`;
  const runsAfter =
    runsAfterSentence(entry, isStep(entry)) ??
    entry.runAfter.map((slug) => linkTo(getComponent(slug))).join(', ');
  const rows: [string, string][] = [
    [ROWS.category, `[${categoryLabels[entry.category]}](/supported-components/?category=${entry.category})`],
    [ROWS.metadataTypes, metadataTypes],
    [ROWS.fields, fields],
    [ROWS.runsThrough, mechanismLabels[entry.mechanism]],
    [ROWS.permissions, permissions],
    [ROWS.runsAfter, runsAfter],
    [ROWS.validateOnly, validateOnlyText(entry)],
    [ROWS.deletes, entry.deletes ? 'Yes, through `destructiveChanges.xml`' : 'No'],
  ];
  const list = rows.map(([term, value]) => `- **${term}:** ${value}`);
  list.push(
    `- **${ROWS.limits}:**`,
    ...entry.limits.map((limit) => `  - ${limitText(limit)} ([Salesforce source](${limit.source}))`),
  );
  return [`**${HEADING}**`, list.join('\n')].join('\n\n');
}

export const markdown: ElementMapping = (context) => atAGlance(getComponent(slugProp(context)));
