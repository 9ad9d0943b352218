import type { ThemeConfig } from '@docusaurus/preset-classic';

/**
 * The one place the announcement bar is configured. Changing `id` shows the
 * bar again to readers who dismissed the previous announcement: Docusaurus
 * remembers dismissal per id in local storage.
 */
export const announcementBar = {
  id: 'release-0-0-1',
  content:
    'Metaferry 0.0.1 is out: jobs, steps, protected components and the supported-components catalogue. <a href="/blog/metaferry-0-0-1/">Read the release notes</a>.',
  isCloseable: true,
} satisfies NonNullable<ThemeConfig['announcementBar']>;
