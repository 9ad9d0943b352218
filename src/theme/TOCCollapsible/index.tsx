/**
 * Wraps the phone-size table of contents so that, on a page with static islands (the error
 * directory, the every-type page), it lists their level-3 headings once the page has hydrated,
 * as the desktop one does (../TOC/islandHeadings.ts, issue 52). The theme's component is rendered
 * as it is, with those contents; its props are the theme's.
 */
import type { ReactNode } from 'react';
import TOCCollapsible from '@theme-original/TOCCollapsible';
import type TOCCollapsibleType from '@theme/TOCCollapsible';
import type { WrapperProps } from '@docusaurus/types';
import { useIslandToc } from '../TOC/useIslandToc';

type Props = WrapperProps<typeof TOCCollapsibleType>;

export default function TOCCollapsibleWrapper(props: Props): ReactNode {
  const contents = useIslandToc(props.toc, props.maxHeadingLevel);
  return <TOCCollapsible {...props} {...contents} />;
}
