/**
 * Prism's core with the site's grammars, put in ./registry.ts's slot. Imported
 * only by the compiled MDX of pages that show highlighted code (./remark.ts),
 * so it lands in those pages' chunks, never in the main bundle.
 */
import PrismCore from 'prismjs/components/prism-core';
import { loadGrammars } from './grammars';
import { providePrism } from './registry';

// Prism's core highlights every `language-*` element in the document on its
// own unless told it is driven manually; React owns that markup here. Its
// automatic run is scheduled for later and checks this flag first.
PrismCore.manual = true;
loadGrammars(PrismCore);
providePrism(PrismCore);
