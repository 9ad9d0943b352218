import React, { useState, type ReactNode } from 'react';
import Head from '@docusaurus/Head';
import Layout from '@theme/Layout';

/**
 * Test-only page (built only with INCLUDE_TEST_PAGES=true, served under
 * /tests/): a component that throws during render on request, so the
 * end-to-end suite can prove the theme's error boundary shows
 * 'This page crashed.' and recovers through 'Try again'.
 */
function Bomb({ armed }: { armed: boolean }): ReactNode {
  if (armed) {
    throw new Error('Deliberate crash from the test page');
  }
  return <p>The component rendered without error.</p>;
}

/**
 * The state lives inside Layout's error boundary, so 'Try again' remounts it
 * unarmed, as a transient failure would recover.
 */
function CrashDemo(): ReactNode {
  const [armed, setArmed] = useState(false);
  return (
    <main className="container margin-vert--lg">
      <h1>Crash test</h1>
      <Bomb armed={armed} />
      <button type="button" className="button button--primary" onClick={() => setArmed(true)}>
        Throw an error
      </button>
    </main>
  );
}

export default function CrashTestPage(): ReactNode {
  return (
    <Layout title="Crash test" description="Test-only page that throws on request.">
      <Head>
        <meta name="robots" content="noindex, nofollow" />
      </Head>
      <CrashDemo />
    </Layout>
  );
}
