import Link from '@docusaurus/Link';
import type { ReactElement } from 'react';
import {
  componentPath,
  components,
  dependencyOrder,
  getComponent,
  isStep,
  type ComponentEntry,
} from '@site/src/data/components';
import styles from './styles.module.css';

/**
 * The recommended order of step types, computed from each entry's `runAfter`
 * in src/data/components/: stage 1 needs nothing before it, every later
 * stage runs after the stages above. A table, so a screen reader announces
 * the stage and column of each cell.
 */
export default function DependencyOrder(): ReactElement {
  const stages = dependencyOrder();
  const notSteps = components.filter((entry) => !isStep(entry));
  return (
    <div className={styles.wrapper}>
      <table className={styles.table}>
        <caption className={styles.caption}>
          Step types in dependency order. Put stage 1 first; each later stage runs after the component types
          in its Runs after column. Types in the same stage don&apos;t depend on each other, so their order is
          free.
        </caption>
        <thead>
          <tr>
            <th scope="col">Stage</th>
            <th scope="col">Component types</th>
            <th scope="col">Runs after</th>
          </tr>
        </thead>
        <tbody>
          {stages.map((entries, index) => {
            const stage = index + 1;
            const prerequisites = runsAfter(entries);
            return (
              <tr key={stage}>
                <th scope="row">Stage {stage}</th>
                <td>
                  <EntryLinks entries={entries} />
                </td>
                <td>{prerequisites.length === 0 ? 'Nothing' : <EntryLinks entries={prerequisites} />}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {notSteps.length > 0 && (
        <p className={styles.note}>
          {notSteps.map((entry, index) => (
            <span key={entry.slug}>
              {index > 0 && ', '}
              <Link to={componentPath(entry.slug)}>{entry.title}</Link>
            </span>
          ))}{' '}
          {notSteps.length === 1
            ? 'is not a step: it starts a whole job, so it has no stage.'
            : 'are not steps: they start whole jobs, so they have no stage.'}
        </p>
      )}
    </div>
  );
}

/** The distinct prerequisites of a stage's entries, sorted by title. */
function runsAfter(entries: readonly ComponentEntry[]): ComponentEntry[] {
  const slugs = new Set(entries.flatMap((entry) => entry.runAfter));
  return [...slugs].map(getComponent).sort((a, b) => a.title.localeCompare(b.title, 'en'));
}

function EntryLinks({ entries }: { entries: readonly ComponentEntry[] }): ReactElement {
  return (
    <ul className={styles.list}>
      {entries.map((entry) => (
        <li key={entry.slug}>
          <Link to={componentPath(entry.slug)}>{entry.title}</Link>
        </li>
      ))}
    </ul>
  );
}
