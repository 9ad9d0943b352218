/**
 * Wraps the docs sidebar's column so its `<aside>` has an accessible name.
 * Unnamed, it is the one complementary landmark a screen reader cannot tell
 * apart from the named "At a glance" aside on catalogue pages (html-validate
 * and pa11y flag it). The theme gives the `<aside>` no way to take attributes,
 * so this calls the theme's component as a plain function, unconditionally
 * (its hooks become this wrapper's, in the same order on every render), and
 * names the element it returns. Its markup, state and styles stay the theme's;
 * the name is the theme's own label for the sidebar's `<nav>`, so it is
 * translated wherever that is.
 *
 * tests/unit/theme-overrides.test.ts fails if the theme's component stops
 * returning that `<aside>`, and checks the built pages carry the name.
 */
import { cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react';
import { translate } from '@docusaurus/Translate';
import DocRootLayoutSidebar from '@theme-original/DocRoot/Layout/Sidebar';
import type DocRootLayoutSidebarType from '@theme/DocRoot/Layout/Sidebar';
import type { WrapperProps } from '@docusaurus/types';

type Props = WrapperProps<typeof DocRootLayoutSidebarType>;

export default function DocRootLayoutSidebarWrapper(props: Props): ReactNode {
  const aside = DocRootLayoutSidebar(props);
  if (!isValidElement(aside)) return aside;
  return cloneElement(aside as ReactElement<Record<string, unknown>>, {
    'aria-label': translate({
      id: 'theme.docs.sidebar.navAriaLabel',
      message: 'Docs sidebar',
      description: 'The ARIA label for the sidebar navigation',
    }),
  });
}
