/**
 * The docs PDF's figures (issue 41, item 3): its A4 pages and its bytes, as
 * poppler's `pdfinfo` and the file system give them; the one reader of them.
 * scripts/pdf.ts prints them after printing, `npm run bench` reports them
 * (./pdf-report.ts) and tests/e2e/pdf.spec.ts holds the PDF under its page
 * limit.
 */
import { execFileSync } from 'node:child_process';
import { statSync } from 'node:fs';
import path from 'node:path';

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
