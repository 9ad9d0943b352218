/**
 * Wraps the desktop table of contents so it is a navigation landmark named
 * "On this page". On blog posts the theme puts it in a column beside
 * `<main>`, outside every landmark, where a screen reader's landmark list
 * never reaches it (pa11y flags it); on docs it is inside `<main>` but just
 * as unnamed. The theme renders it as a sticky `<div>`, and a `<nav>` around
 * that div would end the stickiness (a sticky box stays inside its parent),
 * so this renders the theme's element itself as a `<nav>`: the theme's
 * component is called as a plain function (it has no hooks) and its root's
 * props (class names, the list of links) go into a `<nav>`. The label is the
 * theme's own text for the phone-size table of contents.
 *
 * tests/unit/theme-overrides.test.ts fails if the theme's TOC stops
 * returning that `<div>`, and checks the built blog posts.
 *
 * On a page with static islands it also lists their level-3 headings once
 * the page has hydrated (./islandHeadings.ts), as TOCCollapsible's wrapper does.
 */
import { createElement, isValidElement, type ReactNode } from 'react';
import { translate } from '@docusaurus/Translate';
import TOC from '@theme-original/TOC';
import type TOCType from '@theme/TOC';
import type { WrapperProps } from '@docusaurus/types';
import { useIslandToc } from './useIslandToc';

type Props = WrapperProps<typeof TOCType>;

export default function TOCWrapper(props: Props): ReactNode {
  // The level-3 headings of the page's static islands join once it has hydrated (./islandHeadings.ts).
  const contents = useIslandToc(props.toc, props.maxHeadingLevel);
  const toc = TOC({ ...props, ...contents });
  if (!isValidElement<Record<string, unknown>>(toc) || toc.type !== 'div') return toc;
  return createElement('nav', {
    ...toc.props,
    'aria-label': translate({
      id: 'theme.TOCCollapsible.toggleButtonLabel',
      message: 'On this page',
      description: 'The label used by the button on the collapsible TOC component',
    }),
  });
}
