/**
 * A box that filters a page of groups (`h2`) and entries (`h3`) as you type
 * (src/lib/filterSections.ts, loaded on the first focus, pointer or
 * keystroke). The page's HTML holds every entry, so it works as a list
 * without JavaScript; the box is uncontrolled, so text typed before
 * hydration is read on the first event. With `choices`, a list of statuses
 * beside it keeps only the entries marked with the one chosen (`data-status`,
 * the every-type page's statuses).
 */
import clsx from 'clsx';
import { useCallback, useEffect, useId, useRef, useState, type ReactElement } from 'react';
import { loadOnce } from '@site/src/lib/loadOnce';
import { STATUS_CHOICES } from '@site/src/data/metadata-types/status-labels';
import field from '../field.module.css';
import styles from './styles.module.css';

const loadFilter = loadOnce(
  () => import(/* webpackChunkName: "section-filter" */ '@site/src/lib/filterSections'),
);

interface Props {
  /** The box's label: "Filter the types". */
  readonly label: string;
  /** What the count counts: "types". */
  readonly noun: string;
  readonly placeholder?: string;
  /**
   * `type-status`: a list of the every-type page's statuses beside the box (each the `data-status` its
   * entries carry). A name, not the list: a page's attributes are strings its Markdown twin can read.
   */
  readonly choices?: 'type-status';
}

const CHOICES = { 'type-status': STATUS_CHOICES } as const;

export default function SectionFilter({
  label,
  noun,
  placeholder,
  choices: choicesName,
}: Props): ReactElement {
  const choices = choicesName ? CHOICES[choicesName] : undefined;
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const select = useRef<HTMLSelectElement>(null);
  const [count, setCount] = useState<{ shown: number; total: number } | undefined>(undefined);
  const [failed, setFailed] = useState(false);

  const filter = useCallback(async () => {
    const container = input.current?.closest('.markdown');
    if (!(container instanceof HTMLElement)) return;
    try {
      const { filterEntries } = await loadFilter();
      setFailed(false);
      const query = input.current?.value ?? '';
      const status = select.current?.value ?? '';
      const counted = filterEntries(container, query, status);
      setCount(query.trim() || status ? counted : undefined);
    } catch {
      setFailed(true);
    }
  }, []);

  useEffect(() => {
    if (input.current?.value.trim() || select.current?.value) void filter();
  }, [filter]);

  // On intent: the code, then the page's entries read while the reader hasn't typed yet.
  const intent = useCallback(() => {
    loadFilter()
      .then(({ groupsOf }) => {
        const container = input.current?.closest('.markdown');
        if (container instanceof HTMLElement) groupsOf(container);
      })
      .catch(() => undefined);
  }, []);

  return (
    <div className={clsx(field.field, styles.filter)} data-screen-only>
      <label htmlFor={id}>{label}</label>
      <input
        ref={input}
        id={id}
        type="search"
        className={field.input}
        placeholder={placeholder}
        onFocus={intent}
        onPointerEnter={intent}
        onInput={() => void filter()}
      />
      {choices && choices.length > 0 ? (
        <>
          <label htmlFor={`${id}-status`}>Status</label>
          <select
            ref={select}
            id={`${id}-status`}
            className={field.input}
            onFocus={intent}
            onPointerEnter={intent}
            onChange={() => void filter()}
            defaultValue=""
          >
            <option value="">All</option>
            {choices.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </select>
        </>
      ) : null}
      <p aria-live="polite" className={clsx(field.help, styles.count)}>
        {failed
          ? "The filter didn't load. Check your connection and type again."
          : count
            ? `${count.shown} of ${count.total} ${noun} match.`
            : ''}
      </p>
    </div>
  );
}
