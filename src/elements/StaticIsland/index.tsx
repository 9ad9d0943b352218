/**
 * A long list that is data (every Metadata API type, every error entry) in the page's HTML once, and
 * not in its JavaScript (issue 41). The remark transforms that build such a list wrap each run of it
 * in `<StaticIsland id="…">` (./islands.ts): the server build renders the children into the HTML,
 * the browser build gets the element with no children, and React keeps what the HTML holds.
 *
 * How React keeps it: in the browser the island is a `<div>` whose `dangerouslySetInnerHTML` is
 * empty. Hydrating an element with inner HTML, React neither compares nor replaces its content (it
 * only checks text children), and on a later render it writes the inner HTML again only when the
 * prop is another object: so the prop is one object for good (EMPTY), and nothing here reads the
 * router's location, which changes with every anchor followed. So the page chunk holds no copy of
 * the list, and nothing of it runs or hydrates.
 *
 * Every MDX page's chunk carries this file (src/theme/MDXComponents maps the element), so it stays
 * this small: what an island needs after a client-side navigation, when there is no HTML to keep,
 * loads then (./Fill.tsx).
 */
import {
  lazy,
  Suspense,
  useEffect,
  useRef,
  useState,
  type CSSProperties,
  type ReactElement,
  type ReactNode,
} from 'react';
import { keepAnchorsLanding } from './anchor';
import { ISLAND_ATTRIBUTE } from './attribute';
import styles from './styles.module.css';

const Fill = lazy(() => import(/* webpackChunkName: "static-island-fill" */ './Fill'));

/** One object for good: React rewrites the inner HTML whenever the prop is a new object. */
const EMPTY = { __html: '' } as const;

interface Props {
  /** Unique on its page: the content's place in the page's HTML. */
  readonly id: string;
  /** The content, in the server build only. */
  readonly children?: ReactNode;
  /** Its text's characters and its blocks (./islands.ts `islandSize`): the height the CSS estimates. */
  readonly chars?: string;
  readonly blocks?: string;
}

export default function StaticIsland({ id, children, chars, blocks }: Props): ReactElement {
  const ref = useRef<HTMLDivElement>(null);
  const [empty, setEmpty] = useState(false);
  useEffect(() => {
    // Hydrated over the page's HTML, the content is there; mounted by a client-side navigation, it isn't.
    if (ref.current && ref.current.childNodes.length === 0) setEmpty(true);
    // Hydrated: the address's anchor, inside an island, lands where it belongs (./anchor.ts).
    else keepAnchorsLanding();
  }, []);
  const size =
    chars && blocks ? ({ '--island-chars': chars, '--island-blocks': blocks } as CSSProperties) : undefined;
  const attributes = { [ISLAND_ATTRIBUTE]: id, className: styles.island, style: size };
  if (children !== undefined) return <div {...attributes}>{children}</div>;
  return (
    <>
      <div ref={ref} {...attributes} suppressHydrationWarning dangerouslySetInnerHTML={EMPTY} />
      {empty ? (
        <Suspense fallback={null}>
          <Fill id={id} island={ref} />
        </Suspense>
      ) : null}
    </>
  );
}
