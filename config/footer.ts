import type { ThemeConfig } from '@docusaurus/preset-classic';
import { socialLinks } from '../src/data/social';
import { product } from './product';

/** The spec fixes the copyright years shown. */
export const COPYRIGHT_YEARS = '2015–2025';

export const footer = {
  style: 'dark',
  links: [
    {
      title: 'Docs',
      items: [
        { label: 'Start here', to: '/start/how-to-start/' },
        { label: 'Basic terminology', to: '/basic-terminology/' },
        { label: 'Supported components', to: '/supported-components/' },
        { label: 'FAQ', to: '/faq/' },
      ],
    },
    {
      title: 'Community',
      items: socialLinks.map(({ label, href }) => ({ label, href })),
    },
    {
      title: 'More',
      items: [
        { label: 'Blog', to: '/blog/' },
        { label: 'Changelog', href: product.changelogUrl },
        { label: 'Privacy policy', to: '/privacy-policy/' },
      ],
    },
  ],
  copyright: `Copyright © ${COPYRIGHT_YEARS} ${product.name}.`,
} satisfies NonNullable<ThemeConfig['footer']>;
