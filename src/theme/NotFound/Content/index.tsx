import React, { type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import { PageMetadata } from '@docusaurus/theme-common';
import Content from '@theme-original/NotFound/Content';
import type ContentType from '@theme/NotFound/Content';
import type { WrapperProps } from '@docusaurus/types';
import { pageDescriptions } from '@site/config/page-descriptions';

type Props = WrapperProps<typeof ContentType>;

const SUGGESTIONS = [
  { to: '/', label: 'Documentation home' },
  { to: '/start/how-to-start/', label: 'Start with Metaferry' },
  { to: '/supported-components/', label: 'Supported components' },
  { to: '/faq/', label: 'Frequently asked questions' },
] as const;

/**
 * Wraps the not-found content. Docs are served from the site root, so the
 * docs plugin renders unknown paths itself, without the not-found page's
 * title; this sets it and a description (the theme sets none), and gives
 * the reader somewhere to go next.
 */
export default function ContentWrapper(props: Props): ReactNode {
  return (
    <>
      <PageMetadata title="Page not found" description={pageDescriptions.notFound} />
      <Content {...props} />
      <nav aria-label="Suggested pages" className="container margin-bottom--xl">
        <div className="row">
          <div className="col col--6 col--offset-3">
            <p>These pages are a good place to start again:</p>
            <ul>
              {SUGGESTIONS.map(({ to, label }) => (
                <li key={to}>
                  <Link to={to}>{label}</Link>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </nav>
    </>
  );
}
