/**
 * A remark plugin, run before Docusaurus's own as ../MetadataTypes/remark.ts is (so its headings
 * get ids): replaces `<SettingsTypes />` with every organization settings type (./nodes.ts), each
 * letter's entries in a `<StaticIsland>` that the browser's build leaves empty.
 */
import { asIslands, type CompiledFile, type IslandOptions } from '../StaticIsland/islands';
import { replaceElements } from '../nodes';
import { settingsTypesNodes } from './nodes';

interface FileLike extends CompiledFile {
  path?: string;
}

export default function remarkSettingsTypes(options: IslandOptions = {}) {
  return replaceElements<FileLike>({
    SettingsTypes: (node, { sectionDepth }, file) => {
      if (node.type !== 'mdxJsxFlowElement') throw new Error('<SettingsTypes> goes on a line of its own');
      try {
        const nodes = settingsTypesNodes(sectionDepth + 1);
        return options.islands ? asIslands(nodes, 'settings', file) : nodes;
      } catch (error) {
        throw new Error(`<SettingsTypes>: ${(error as Error).message}`, { cause: error });
      }
    },
  });
}
