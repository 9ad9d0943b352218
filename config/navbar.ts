import type { ThemeConfig } from '@docusaurus/preset-classic';
import { product } from './product';

/** Hides the navbar while the reader scrolls down; one flag, off by default. */
export const HIDE_NAVBAR_ON_SCROLL = false;

export const navbar = {
  title: product.name,
  hideOnScroll: HIDE_NAVBAR_ON_SCROLL,
  logo: {
    alt: `${product.name} logo`,
    src: 'img/logo.svg',
    width: 32,
    height: 32,
  },
  items: [
    { to: '/', label: 'Home', position: 'left', activeBaseRegex: '^/$' },
    { to: '/start/how-to-start/', label: 'Install', position: 'left' },
    { to: '/blog/', label: 'Blog', position: 'left' },
    { href: product.changelogUrl, label: 'Changelog', position: 'left' },
    { type: 'localeDropdown', position: 'right' },
  ],
} satisfies NonNullable<ThemeConfig['navbar']>;
