/**
 * `<Fact>` inside a code block. A fence whose meta holds the word `facts`
 * (```` ```xml title="package.xml" facts ````) may write `<Fact id="…" />`
 * in its code; each becomes the fact's text, unlinked (a code block has no
 * links). Other fences are left alone, so a page can still show the
 * `<Fact>` syntax itself. The page (./remark.ts, before the highlighter
 * tokenizes the fence) and the Markdown twins (src/site/markdown/convert.ts)
 * both call this one function.
 */
import { facts, isFactId } from '../../data/salesforce-facts';

const FACT_IN_CODE = /<Fact\s+id="([^"]*)"\s*\/>/g;

/** Whether a fence's meta string opts in to facts. */
export function fenceTakesFacts(meta: string | null | undefined): boolean {
  return /(?:^|\s)facts(?:\s|$)/.test(meta ?? '');
}

/** The code with each `<Fact id="…" />` replaced by its text; an unknown id throws, naming `place`. */
export function factsInCode(code: string, place: string): string {
  return code.replace(FACT_IN_CODE, (_match, id: string) => {
    if (!isFactId(id)) throw new Error(`${place}: <Fact id="${id}" /> in a code block: no such fact`);
    return facts[id].text;
  });
}
