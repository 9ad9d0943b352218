import React, { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import type CodeBlockType from '@theme/CodeBlock';
import type { Props as CodeBlockProps } from '@theme/CodeBlock';
import type { WrapperProps } from '@docusaurus/types';

/**
 * The theme's CodeBlock, with Prism loaded only on pages that show code
 * (issue 6): stock Docusaurus puts ~30 KB gzipped of Prism grammars into
 * main.js and builds them on every page. src/plugins/code-highlighting takes
 * them out of main.js and loads this chunk before hydration on pages whose
 * HTML has highlighted code, so the server-rendered block hydrates in place.
 *
 * The chunk must be in place before hydration, not fetched during it: React
 * keeps a lazy boundary dehydrated until its code arrives, and Docusaurus's
 * first context update after hydration (useIsBrowser) would then force it to
 * re-render on the client (React error 421). On client-side navigation the
 * fallback shows for the moment the chunk takes.
 */
let Highlighted: ComponentType<CodeBlockProps> | undefined;

/** Loads the highlighter; once resolved, code blocks render without suspending. */
export function loadHighlighter(): Promise<ComponentType<CodeBlockProps>> {
  return import(/* webpackChunkName: "code-highlighting" */ './Highlighted').then((module) => {
    Highlighted = module.default;
    return module.default;
  });
}

const LazyHighlighted = lazy(() => loadHighlighter().then((component) => ({ default: component })));

type Props = WrapperProps<typeof CodeBlockType>;

export default function CodeBlock(props: Props): ReactNode {
  const Component = Highlighted ?? LazyHighlighted;
  return (
    <Suspense
      fallback={
        <pre className={props.className}>
          <code>{props.children}</code>
        </pre>
      }
    >
      <Component {...props} />
    </Suspense>
  );
}
