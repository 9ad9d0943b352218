import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
// By path: the @theme/CodeBlock alias is typed as the theme's, without this export.
import { loadHighlighter } from '../../theme/CodeBlock';

// Runs when main.js does, before hydration: on a page with highlighted code,
// the highlighter chunk is already installed (scripts-after-paint loads it
// first), so this resolves before React renders the first code block.
if (ExecutionEnvironment.canUseDOM && document.querySelector('.prism-code')) {
  void loadHighlighter();
}
