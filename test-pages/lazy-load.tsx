import React, { type ReactNode } from 'react';
import Head from '@docusaurus/Head';
import Loadable from 'react-loadable';
import Layout from '@theme/Layout';
import Loading from '@theme/Loading';

/**
 * Test-only page: a part of the page whose code loads on demand through the
 * same react-loadable + @theme/Loading pair Docusaurus uses for route
 * components. The end-to-end suite fails the chunk request once to prove the
 * red error box with 'Retry' appears, then lets it through to prove recovery.
 */
const LazyPanel = Loadable({
  loader: () => import(/* webpackChunkName: "test-lazy-panel" */ './_lazy-panel'),
  loading: Loading,
});

export default function LazyLoadTestPage(): ReactNode {
  return (
    <Layout title="Lazy load test" description="Test-only page with on-demand code.">
      <Head>
        <meta name="robots" content="noindex, nofollow" />
      </Head>
      <main className="container margin-vert--lg">
        <h1>Lazy load test</h1>
        <LazyPanel />
      </main>
    </Layout>
  );
}
