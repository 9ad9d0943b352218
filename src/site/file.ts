/**
 * The site model of a build, for the scripts that run after it (the docs
 * PDF): the build pipeline writes it to Docusaurus's generated folder, named
 * by the build's output folder, so the public build and the fixture build
 * (which `npm test` makes one after the other, with the PDF of the first
 * printed while the second builds) each have their own. It is not written
 * into the build: it is not for readers, and the build is what is deployed.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { SiteModel } from './model';

export interface SiteModelFile {
  /** The build's output folder, absolute. */
  outDir: string;
  /** Every listed doc in reading order. */
  docs: {
    route: string;
    title: string;
    section: string;
    /** 0: a page at the top of the sidebar or a category's own page; 1: a page in a category; 2+: deeper. */
    depth: number;
  }[];
}

export function siteModelFilePath(siteDir: string, outDir: string): string {
  const key = createHash('sha256').update(path.resolve(outDir)).digest('hex').slice(0, 12);
  return path.join(siteDir, '.docusaurus', 'site-model', `${path.basename(outDir)}.${key}.json`);
}

export function siteModelFile(model: SiteModel, outDir: string): SiteModelFile {
  return {
    outDir: path.resolve(outDir),
    docs: model.docs
      .filter((d) => d.order !== null)
      .map((d) => ({
        route: d.route,
        title: d.title,
        section: d.section,
        depth: Math.max(0, d.trail.length - 1),
      })),
  };
}

/** The model the last build into `outDir` wrote; fails with what to do when there is none. */
export function readSiteModelFile(siteDir: string, outDir: string): SiteModelFile {
  const file = siteModelFilePath(siteDir, outDir);
  if (!existsSync(file)) {
    throw new Error(`${path.relative(siteDir, file)} is missing: build the site into ${outDir} first`);
  }
  return JSON.parse(readFileSync(file, 'utf8')) as SiteModelFile;
}
