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
    <aside className={styles.box} aria-label="At a glance">
      <p className={styles.heading}>
        <strong>At a glance</strong>
      </p>
      <dl className={styles.list}>
        <Row term="Category">
          <Link to={`/supported-components/?category=${entry.category}`}>
            {categoryLabels[entry.category]}
          </Link>
        </Row>
        <Row term="Metadata API types">
          <MetadataTypes entry={entry} references={data.typeReferences} />
        </Row>
        <Row term="Fields and elements">
          <Fields entry={entry} />
        </Row>
        <Row term="Runs through">{mechanismLabels[entry.mechanism]}</Row>
        <Row term="Permissions needed">
          <Permissions entry={entry} />
        </Row>
        <Row term="Runs after">
          <RunsAfter entry={entry} runAfter={data.runAfter} />
        </Row>
        <Row term="Validate only">{validateOnlyText(entry)}</Row>
        <Row term="Deletes components">
          {entry.deletes ? (
            <>
              Yes, through <code>destructiveChanges.xml</code>
            </>
          ) : (
            'No'
          )}
        </Row>
        <Row term="Limits">
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
  if (entry.mechanism === 'pipeline') return "The types of the job's steps.";
  if (entry.mechanism === 'execute-anonymous') return 'None. The step runs a script; it deploys no metadata.';
  if (entry.mechanism === 'package-install') {
    return (
      <>
        None. The step creates a Tooling API{' '}
        <a
          href={packageInstallRequestReference.url}
          title={`Source: ${packageInstallRequestReference.title}`}
        >
          <code>{packageInstallRequestReference.name}</code>
        </a>
        ; it deploys no metadata.
      </>
    );
  }
  if (entry.anyMetadataType) {
    return entry.metadataTypes.length === 0 ? (
      'Any type the Metadata API deploys.'
    ) : (
      <>
        Any type the Metadata API deploys, for example:
        <TypeList types={entry.metadataTypes} references={references} />
      </>
    );
  }
  return <TypeList types={entry.metadataTypes} references={references} />;
}

function Fields({ entry }: { entry: ComponentEntry }): ReactNode {
  if (entry.fields.length > 0) return <CodeList items={entry.fields} />;
  if (entry.mechanism === 'pipeline') return "Those of the job's steps.";
  if (entry.anyMetadataType) return 'Each selected component, whole.';
  return 'None.';
}

function Permissions({ entry }: { entry: ComponentEntry }): ReactNode {
  if (entry.permissions.length === 0) {
    return (
      <Link to="/start/how-to-authorize-an-organization/#before-you-begin">Baseline permissions only</Link>
    );
  }
  return (
    <>
      <ul className={styles.stack}>
        {entry.permissions.map((permission) => (
          <li key={permission}>{permission}</li>
        ))}
      </ul>
      <p className={styles.note}>
        In addition to the{' '}
        <Link to="/start/how-to-authorize-an-organization/#before-you-begin">baseline permissions</Link>. The
        Permissions section below says when each one applies.
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
  if (!isStep(entry)) return 'Not a step: it starts a whole job, whose steps keep their order.';
  if (entry.runAfter.length === 0) return 'Nothing. It can be the first step of a job.';
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

function validateOnlyText(entry: ComponentEntry): string {
  if (entry.validateOnly) return 'Yes';
  switch (entry.mechanism) {
    case 'execute-anonymous':
      return 'No. Anonymous Apex has no check-only mode, so the step shows as Not validated.';
    case 'package-install':
      return 'No. A package install has no check-only mode, so the step shows as Not validated.';
    default:
      return 'No';
  }
}
