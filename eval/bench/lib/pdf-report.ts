/**
 * The docs PDF in `npm run bench`: the bench's own build printed by
 * scripts/pdf.ts, after its Lighthouse pass (printing takes both cores for a
 * while), measured by ./pdf-figures.ts and written to .bench/pdf.json.
 */
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PDF_FILE_NAME } from '../../../config/pdf';
import { makePdf } from '../../../scripts/pdf';
import { pdfFigures, pdfMarkdown } from '../../../scripts/lib/pdf-figures';

/**
 * The bench's PDF: printed from `buildDir` (scripts/pdf.ts) into `benchDir`,
 * measured, written to `benchDir`/pdf.json, and returned as Markdown. A build
 * that cannot be printed (no build, no Chromium, no pdfinfo) is reported as
 * such instead of failing the bench, whose other results are written by then.
 */
export async function pdfReport(buildDir: string, benchDir: string): Promise<string> {
  const out = path.join(benchDir, PDF_FILE_NAME);
  try {
    if (!existsSync(path.join(buildDir, 'index.html'))) throw new Error(`${buildDir}: no build there`);
    await makePdf(buildDir, out);
    const figures = pdfFigures(out);
    writeFileSync(
      path.join(benchDir, 'pdf.json'),
      `${JSON.stringify({ date: new Date().toISOString(), build: path.resolve(buildDir), ...figures }, null, 2)}\n`,
    );
    return pdfMarkdown(figures, `\`${path.relative(process.cwd(), out)}\``);
  } catch (error) {
    return `Docs PDF: not measured (${error instanceof Error ? error.message.split('\n')[0] : String(error)})`;
  }
}
