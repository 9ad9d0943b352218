/**
 * One entry of the /search/ page's results: a page of the site with its
 * section path, best snippet and matching sections (src/search/protocol/
 * groupHits.ts). Highlights come only from the engine's own tag pair, as
 * text (src/search/page/highlightParts.ts); nothing sets HTML. The page's
 * inline script paints the same elements and classes
 * (src/search/worker/earlySearch.ts): change both together.
 */
import { useId, type ReactElement } from 'react';
import Link from '@docusaurus/Link';
import { highlightParts } from '@site/src/search/page/highlightParts';
import type { PageGroup } from '@site/src/search/protocol/groupHits';
import { POST_TAG, PRE_TAG } from '@site/src/search/protocol/pageRequest';
import styles from './styles.module.css';

export const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function Highlighted({ value }: { value: string | undefined }): ReactElement {
  return (
    <>
      {highlightParts(value ?? '', PRE_TAG, POST_TAG).map((part, i) =>
        part.highlighted ? <mark key={i}>{part.text}</mark> : part.text,
      )}
    </>
  );
}

export function Group({
  group,
  url,
  sectionUrl,
  linkRef,
}: {
  group: PageGroup;
  url: string;
  sectionUrl: (url: string) => string;
  linkRef?: (el: HTMLAnchorElement | null) => void;
}): ReactElement {
  const titleId = useId();
  const more = group.sectionTotal - group.sections.length;
  return (
    <li className={styles.group}>
      <article aria-labelledby={titleId}>
        <h2 className={styles.groupTitle} id={titleId}>
          <Link to={url} ref={linkRef}>
            <Highlighted value={group.title} />
          </Link>
        </h2>
        {group.path.length > 0 && <p className={styles.path}>{group.path.join(' › ')}</p>}
        {group.snippet && (
          <p className={styles.snippet}>
            <Highlighted value={group.snippet} />
          </p>
        )}
        {group.sections.length > 0 && (
          <ul className={styles.sections} aria-label="Matching sections">
            {group.sections.map((section) => (
              <li key={section.url} className={styles.section}>
                <h3 className={styles.sectionTitle}>
                  <Link to={sectionUrl(section.url)}>
                    {section.path.length > 0 && (
                      <span className={styles.sectionPath}>{section.path.join(' › ')} › </span>
                    )}
                    <Highlighted value={section.title} />
                  </Link>
                </h3>
                {section.snippet && (
                  <p className={styles.sectionSnippet}>
                    <Highlighted value={section.snippet} />
                  </p>
                )}
              </li>
            ))}
          </ul>
        )}
        {more > 0 && (
          <p className={styles.moreSections}>{plural(more, 'more section', 'more sections')} on this page</p>
        )}
      </article>
    </li>
  );
}
