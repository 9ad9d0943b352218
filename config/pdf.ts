/**
 * The whole documentation as one PDF (issue 12): the file scripts/pdf.ts
 * writes at the root of a finished build, which the landing page links to.
 * Named here so that the build's `_headers` (src/plugins/host-files) covers
 * it although it is written after the build.
 */
export const PDF_FILE_NAME = 'metaferry-docs.pdf';
