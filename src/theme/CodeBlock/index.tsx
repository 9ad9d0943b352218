import React, { lazy, Suspense, type ReactNode } from 'react';
import type CodeBlockType from '@theme/CodeBlock';
import type { WrapperProps } from '@docusaurus/types';

/**
 * The theme's CodeBlock, loaded with Prism only on pages that show code
 * (issue 6). Stock Docusaurus registers Prism and its languages from a
 * client module, which puts ~30 KB gzipped of grammars into main.js and
 * builds them on every page before hydration; src/plugins/lazy-prism takes
 * that client module out, and `./Highlighted` registers the languages when a
 * code block first needs them.
 *
 * The server renders the highlighted block as usual (its renderer waits for
 * lazy components), and React keeps that HTML until the chunk has loaded, so
 * nothing moves on first load. The fallback only shows during a client-side
 * navigation to a page with code, for the moment the chunk takes.
 */
const Highlighted = lazy(() => import('./Highlighted'));

type Props = WrapperProps<typeof CodeBlockType>;

export default function CodeBlock(props: Props): ReactNode {
  return (
    <Suspense
      fallback={
        <pre className={props.className}>
          <code>{props.children}</code>
        </pre>
      }
    >
      <Highlighted {...props} />
    </Suspense>
  );
}
