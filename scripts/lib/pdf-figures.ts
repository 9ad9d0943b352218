/**
 * The docs PDF's figures (issue 41, item 3): its A4 pages and its bytes, as
 * poppler's `pdfinfo` and the file system give them. `npm run bench` prints
 * them for the build it measured (pdfReport, after its Lighthouse pass:
 * printing takes both cores for a while) and writes them to .bench/pdf.json;
 * tests/e2e/pdf.spec.ts holds the PDF under its page limit.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PDF_FILE_NAME } from '../../config/pdf';
import { makePdf } from '../pdf';

export interface PdfFigures {
  /** The PDF, absolute. */
  readonly file: string;
  readonly pages: number;
  readonly bytes: number;
}

/** Pages (`pdfinfo`) and size of a PDF; fails when the file or pdfinfo is missing. */
export function pdfFigures(file: string): PdfFigures {
  const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
  const pages = Number(/^Pages:\s+(\d+)/m.exec(info)?.[1]);
  if (!Number.isInteger(pages)) throw new Error(`${file}: pdfinfo gave no page count`);
  return { file: path.resolve(file), pages, bytes: statSync(file).size };
}

/** One Markdown table row per PDF: pages and size in MB (1024 × 1024 bytes). */
export function pdfMarkdown(figures: PdfFigures, label: string): string {
  return [
    '| Docs PDF | Pages | Size |',
    '| --- | ---: | ---: |',
    `| ${label} | ${figures.pages} | ${(figures.bytes / 1024 / 1024).toFixed(1)} MB |`,
  ].join('\n');
}

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
