import Link from '@docusaurus/Link';
import type { ReactElement, ReactNode } from 'react';
import {
  categoryLabels,
  componentPath,
  isStep,
  limitText,
  mechanismLabels,
  packageInstallRequestReference,
  type ComponentEntry,
} from '@site/src/data/catalogue';
import type { AtAGlanceData } from '@site/src/data/components';
import styles from './styles.module.css';
import {
  ANY_TYPE,
  AUTHORIZE,
  fieldsSentence,
  HEADING,
  PACKAGE_INSTALL,
  PERMISSIONS_NOTE,
  ROWS,
  runsAfterSentence,
  typesSentence,
  validateOnlyText,
} from './text';

interface Props {
  /** A slug from src/data/components/entries/; an unknown slug fails the build with an error naming it. */
  readonly slug: string;
  /** The entry's data, added at build time by src/elements/remark-data.ts (pages don't write it). */
  readonly data?: AtAGlanceData;
}

/**
 * The "At a glance" summary near the top of every supported-component page,
 * built from the catalogue data so it always agrees with the index page and
 * the order of steps.
 *
 * A labelled `<aside>` with a `<dl>`, not a section with an `<h2>`: a heading
 * here would appear in the table of contents and come before the page's own
 * first `##`, which breaks the heading order the pages rely on.
 */
export default function AtAGlance({ slug, data }: Props): ReactElement {
  if (!data) {
    throw new Error(
      `<AtAGlance slug="${slug}" />: no data; list src/elements/remark-data.ts in this content plugin's remarkPlugins.`,
    );
  }
  const { entry } = data;
  return (
    <aside className={styles.box} aria-label={HEADING}>
      <p className={styles.heading}>
        <strong>{HEADING}</strong>
      </p>
      <dl className={styles.list}>
        <Row term={ROWS.category}>
          <Link to={`/supported-components/?category=${entry.category}`}>
            {categoryLabels[entry.category]}
          </Link>
        </Row>
        <Row term={ROWS.metadataTypes}>
          <MetadataTypes entry={entry} references={data.typeReferences} />
        </Row>
        <Row term={ROWS.fields}>
          <Fields entry={entry} />
        </Row>
        <Row term={ROWS.runsThrough}>{mechanismLabels[entry.mechanism]}</Row>
        <Row term={ROWS.permissions}>
          <Permissions entry={entry} />
        </Row>
        <Row term={ROWS.runsAfter}>
          <RunsAfter entry={entry} runAfter={data.runAfter} />
        </Row>
        <Row term={ROWS.validateOnly}>{validateOnlyText(entry)}</Row>
        <Row term={ROWS.deletes}>
          {entry.deletes ? (
            <>
              Yes, through <code>destructiveChanges.xml</code>
            </>
          ) : (
            'No'
          )}
        </Row>
        <Row term={ROWS.limits}>
          <ul className={styles.stack}>
            {entry.limits.map((limit) => (
              <li key={limitText(limit)}>
                {limit.text}{' '}
                <a href={limit.source} title={`Source: ${limit.sourceTitle}`}>
                  Salesforce source
                </a>
              </li>
            ))}
          </ul>
        </Row>
      </dl>
    </aside>
  );
}

function Row({ term, children }: { term: string; children: ReactNode }): ReactElement {
  return (
    <div className={styles.row}>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function CodeList({ items }: { items: readonly string[] }): ReactElement {
  return (
    <ul className={styles.inline}>
      {items.map((item) => (
        <li key={item}>
          <code>{item}</code>
        </li>
      ))}
    </ul>
  );
}

/**
 * Each type links to its page in Salesforce's Metadata API Developer Guide;
 * the link text stays the type name in code. The data test guarantees every
 * type has a page, so a missing one is a plain name, never a broken link.
 */
function TypeList({
  types,
  references,
}: {
  types: readonly string[];
  references: Readonly<Record<string, string>>;
}): ReactElement {
  return (
    <ul className={styles.inline}>
      {types.map((type) => {
        const reference = references[type];
        return (
          <li key={type}>
            {reference ? (
              <a href={reference} title={`${type} in the Metadata API Developer Guide`}>
                <code>{type}</code>
              </a>
            ) : (
              <code>{type}</code>
            )}
          </li>
        );
      })}
    </ul>
  );
}

function MetadataTypes({
  entry,
  references,
}: {
  entry: ComponentEntry;
  references: Readonly<Record<string, string>>;
}): ReactNode {
  const sentence = typesSentence(entry);
  if (sentence) return sentence;
  if (entry.mechanism === 'package-install') {
    return (
      <>
        {PACKAGE_INSTALL.before}{' '}
        <a
          href={packageInstallRequestReference.url}
          title={`Source: ${packageInstallRequestReference.title}`}
        >
          <code>{packageInstallRequestReference.name}</code>
        </a>
        {PACKAGE_INSTALL.after}
      </>
    );
  }
  if (entry.anyMetadataType) {
    return (
      <>
        {ANY_TYPE}, for example:
        <TypeList types={entry.metadataTypes} references={references} />
      </>
    );
  }
  return <TypeList types={entry.metadataTypes} references={references} />;
}

function Fields({ entry }: { entry: ComponentEntry }): ReactNode {
  if (entry.fields.length > 0) return <CodeList items={entry.fields} />;
  return fieldsSentence(entry);
}

function Permissions({ entry }: { entry: ComponentEntry }): ReactNode {
  if (entry.permissions.length === 0) {
    return <Link to={AUTHORIZE}>Baseline permissions only</Link>;
  }
  return (
    <>
      <ul className={styles.stack}>
        {entry.permissions.map((permission) => (
          <li key={permission}>{permission}</li>
        ))}
      </ul>
      <p className={styles.note}>
        In addition to the <Link to={AUTHORIZE}>baseline permissions</Link>. {PERMISSIONS_NOTE}
      </p>
    </>
  );
}

function RunsAfter({
  entry,
  runAfter,
}: {
  entry: ComponentEntry;
  runAfter: AtAGlanceData['runAfter'];
}): ReactNode {
  const sentence = runsAfterSentence(entry, isStep(entry));
  if (sentence) return sentence;
  return (
    <ul className={`${styles.inline} ${styles.commas}`}>
      {runAfter.map(({ slug, title }) => (
        <li key={slug}>
          <Link to={componentPath(slug)}>{title}</Link>
        </li>
      ))}
    </ul>
  );
}
