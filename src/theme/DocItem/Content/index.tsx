/**
 * Wraps (does not eject) the theme's DocItem/Content to put the page-actions
 * menu (src/components/PageActions, issue 11) beside every doc's title.
 *
 * The theme renders the title as `<header><h1>` at the top of its `.markdown`
 * container and offers no slot next to it; ejecting to add one would freeze a
 * copy of the component. The menu comes just before the container and floats
 * right, so the title flows beside it.
 * src/components/PageActions/__tests__/theme-markup.test.ts fails if the theme's markup around the title changes.
 */
import type { ReactElement } from 'react';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import type { WrapperProps } from '@docusaurus/types';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import PageActions from '@site/src/components/PageActions';

type Props = WrapperProps<typeof ContentType>;

export default function ContentWrapper(props: Props): ReactElement {
  const { metadata } = useDoc();
  return (
    <>
      <PageActions permalink={metadata.permalink} />
      <Content {...props} />
    </>
  );
}
