/**
 * A box that filters a page of groups (`h2`) and entries (`h3`) as you type
 * (src/lib/filterSections.ts, loaded on the first focus, pointer or
 * keystroke). The page's HTML holds every entry, so it works as a list
 * without JavaScript; the box is uncontrolled, so text typed before
 * hydration is read on the first event.
 */
import clsx from 'clsx';
import { useCallback, useEffect, useId, useRef, useState, type ReactElement } from 'react';
import { loadOnce } from '@site/src/lib/loadOnce';
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
}

export default function SectionFilter({ label, noun, placeholder }: Props): ReactElement {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [count, setCount] = useState<{ shown: number; total: number } | undefined>(undefined);
  const [failed, setFailed] = useState(false);

  const filter = useCallback(async () => {
    const container = input.current?.closest('.markdown');
    if (!(container instanceof HTMLElement)) return;
    try {
      const { filterEntries } = await loadFilter();
      setFailed(false);
      const query = input.current?.value ?? '';
      const counted = filterEntries(container, query);
      setCount(query.trim() ? counted : undefined);
    } catch {
      setFailed(true);
    }
  }, []);

  useEffect(() => {
    if (input.current?.value.trim()) void filter();
  }, [filter]);

  const intent = useCallback(() => void loadFilter().catch(() => undefined), []);

  return (
    <div className={clsx(field.field, styles.filter)}>
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
