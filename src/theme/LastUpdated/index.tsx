/**
 * "Last updated on …" on doc pages and posts, rendered here rather than by the
 * theme for two reasons:
 *
 * - Speed: the theme formats the date with `Intl.DateTimeFormat` while the
 *   page hydrates, and a page's first one costs 20 to 60 ms in Chromium
 *   (locale data loading; 80 to 240 ms on Lighthouse's simulated phone), the
 *   largest single cost in a doc page's hydration. The site is English-only,
 *   so ../../lib/formatDate.ts writes the same text without Intl.
 * - Valid HTML: the theme marks the date `<time itemprop="dateModified">`
 *   with no item around it, which the Nu HTML checker rejects on every dated
 *   page ("not a property of any item"). The `<span>` here is that item, a
 *   schema.org CreativeWork whose dateModified is the date shown; the page's
 *   full description, with the same date, is its JSON-LD
 *   (src/plugins/share-metadata).
 *
 * The markup, class name and translation ids are the theme's own;
 * tests/unit/theme-overrides.test.ts fails if the theme's component changes
 * them, so a Docusaurus upgrade shows what to carry over.
 */
import type { ReactNode } from 'react';
import Translate from '@docusaurus/Translate';
import { ThemeClassNames } from '@docusaurus/theme-common';
import type { Props } from '@theme/LastUpdated';
import { formatShortDateUtc } from '@site/src/lib/formatDate';

function LastUpdatedAtDate({ lastUpdatedAt }: { lastUpdatedAt: number }): ReactNode {
  const atDate = new Date(lastUpdatedAt);
  return (
    <Translate
      id="theme.lastUpdated.atDate"
      description="The words used to describe on which date a page has been last updated"
      values={{
        date: (
          <b>
            <time dateTime={atDate.toISOString()} itemProp="dateModified">
              {formatShortDateUtc(atDate)}
            </time>
          </b>
        ),
      }}
    >
      {' on {date}'}
    </Translate>
  );
}

function LastUpdatedByUser({ lastUpdatedBy }: { lastUpdatedBy: string }): ReactNode {
  return (
    <Translate
      id="theme.lastUpdated.byUser"
      description="The words used to describe by who the page has been last updated"
      values={{ user: <b>{lastUpdatedBy}</b> }}
    >
      {' by {user}'}
    </Translate>
  );
}

export default function LastUpdated({ lastUpdatedAt, lastUpdatedBy }: Props): ReactNode {
  return (
    <span className={ThemeClassNames.common.lastUpdated} itemScope itemType="https://schema.org/CreativeWork">
      <Translate
        id="theme.lastUpdated.lastUpdatedAtBy"
        description="The sentence used to display when a page has been last updated, and by who"
        values={{
          atDate: lastUpdatedAt ? <LastUpdatedAtDate lastUpdatedAt={lastUpdatedAt} /> : '',
          byUser: lastUpdatedBy ? <LastUpdatedByUser lastUpdatedBy={lastUpdatedBy} /> : '',
        }}
      >
        {'Last updated{atDate}{byUser}'}
      </Translate>
    </span>
  );
}
