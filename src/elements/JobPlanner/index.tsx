/**
 * The plan page's box (issue 25): paste a package.xml, or type the names of
 * the types to copy (picked from the coverage page), and get the job it
 * implies (steps in dependency order with their components, permissions,
 * what each target needs first, names no step copies, warnings, the parts
 * no deploy carries), and copy it as a checklist.
 *
 * The static HTML holds the box; its code (fast-xml-parser and the planner,
 * ./engine.ts, which plans in a Web Worker) loads on the first focus,
 * pointer or keystroke. The data it
 * plans with comes with the page (./data.ts). Nothing is sent anywhere. The
 * box is uncontrolled, so text pasted before hydration is planned on mount.
 */
import Link from '@docusaurus/Link';
import clsx from 'clsx';
import { useCallback, useEffect, useId, useRef, useState, type ReactElement } from 'react';
import { componentPath } from '@site/src/data/catalogue';
import { COVERAGE_ROUTE } from '@site/src/data/metadata-types/route';
import { MAX_PACKAGE_BYTES, MAX_PACKAGE_SIZE } from '@site/src/data/package-plan/bounds';
import { LEFT_OUT_HEADING, NEEDS_HEADING } from '@site/src/data/package-plan/headings';
import type { JobPlan, PlanData } from '@site/src/data/package-plan/plan';
import { usePasteBox } from '@site/src/hooks/usePasteBox';
import { loadOnce } from '@site/src/lib/loadOnce';
import { HANDOFF_ANCHOR, takePlannerHandoff } from '@site/src/lib/plannerHandoff';
import field from '../field.module.css';
import styles from './styles.module.css';

const loadEngine = loadOnce(() => import(/* webpackChunkName: "job-planner" */ './engine'));

/** Pause in typing before the box plans again; a paste plans at once. */
const TYPING_DELAY_MS = 300;

type State =
  | { readonly kind: 'idle' }
  | { readonly kind: 'plan'; readonly plan: JobPlan; readonly checklist: string }
  | { readonly kind: 'error'; readonly message: string };

/** Markdown's code spans, the only markup the planner writes in its sentences and warnings. */
function Code({ text }: { readonly text: string }): ReactElement {
  return <>{text.split('`').map((part, i) => (i % 2 === 1 ? <code key={i}>{part}</code> : part))}</>;
}

/** One of the plan's lists under its heading (the needs, the warnings, the parts no deploy carries), if any. */
function PlanList({ heading, items }: { readonly heading: string; readonly items: readonly string[] }) {
  if (items.length === 0) return null;
  return (
    <>
      <p>
        <strong>{heading}</strong>
      </p>
      <ul>
        {items.map((item) => (
          <li key={item}>
            <Code text={item} />
          </li>
        ))}
      </ul>
    </>
  );
}

function Plan({ plan, checklist }: { readonly plan: JobPlan; readonly checklist: string }): ReactElement {
  const [copied, setCopied] = useState<'yes' | 'failed' | undefined>(undefined);
  const copy = () => {
    navigator.clipboard.writeText(checklist).then(
      () => setCopied('yes'),
      () => setCopied('failed'),
    );
  };
  return (
    <div>
      <p>
        <strong>
          {plan.steps.length} {plan.steps.length === 1 ? 'step' : 'steps'}, {plan.components}{' '}
          {plan.components === 1 ? 'component' : 'components'}
        </strong>
        , in the order the job runs them. Every type shares one Components step unless a step of its own adds
        something the package needs. Checked against Salesforce {plan.checkedAgainst}.
      </p>
      <ol className={styles.steps}>
        {plan.steps.map((step, index) => (
          // A plan may hold a step kind twice (two Components steps): the place tells them apart.
          <li key={`${index}-${step.slug}`}>
            <Link to={componentPath(step.slug)}>{step.title}</Link>
            {step.split ? (
              <p className={styles.why}>
                <strong>A step of its own:</strong> <Code text={step.split} />
              </p>
            ) : null}
            {step.options.map(({ option, value }) => (
              <p key={option} className={styles.why}>
                <strong>Set {option}:</strong> {value}.
              </p>
            ))}
            {step.why.map((why) => (
              <p key={why} className={styles.why}>
                <Code text={why} />
              </p>
            ))}
            <ul className={styles.members}>
              {Object.entries(step.members).map(([type, members]) => (
                <li key={type}>
                  <code>{type}</code>: {members.join(', ') || 'no members'}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
      {plan.permissions.length > 0 ? (
        <p>
          <strong>The authorizing user needs:</strong>{' '}
          {plan.permissions.map((permission, index) => (
            <span key={permission}>
              {index > 0 ? ', ' : ''}
              <code>{permission}</code>
            </span>
          ))}
          .
        </p>
      ) : null}
      <PlanList heading={NEEDS_HEADING} items={plan.needs} />
      {plan.unsupported.length > 0 ? (
        <p>
          <strong>No step copies these, which name no type in the registry the plan checks against:</strong>{' '}
          {plan.unsupported.map((name, index) => (
            <span key={name}>
              {index > 0 ? ', ' : ''}
              <code>{name}</code>
            </span>
          ))}
          . Check their spelling on{' '}
          <Link to="/supported-components/metadata-types/">every Metadata API type</Link>.
        </p>
      ) : null}
      <PlanList heading="Warnings" items={plan.warnings} />
      <PlanList heading={LEFT_OUT_HEADING} items={plan.leftOut} />
      <div className={styles.actions}>
        <button type="button" className="button button--secondary button--sm" onClick={copy}>
          Copy as a checklist
        </button>
        <span aria-live="polite">
          {copied === 'yes' ? 'Copied.' : copied === 'failed' ? "The browser didn't allow copying." : ''}
        </span>
      </div>
    </div>
  );
}

interface Props {
  /** The planner's data, added at build time by src/elements/remark-data.ts. */
  readonly data?: PlanData;
}

export default function JobPlanner({ data }: Props): ReactElement {
  if (!data) {
    throw new Error(
      "<JobPlanner />: no data; list src/elements/remark-data.ts in this content plugin's remarkPlugins.",
    );
  }
  const id = useId();
  const [state, setState] = useState<State>({ kind: 'idle' });

  // The latest text asked of the planner: a plan that comes back for an earlier one is dropped.
  const asked = useRef(0);
  const read = useCallback(
    (text: string, engine: Awaited<ReturnType<typeof loadEngine>>) => {
      asked.current += 1;
      const ask = asked.current;
      engine.plan(text, data).then(
        (reply) => {
          if (!reply || ask !== asked.current) return;
          setState(reply.kind === 'plan' ? { ...reply } : { kind: 'error', message: reply.message });
        },
        // The planner's own error, not the reader's: thrown where React's error boundary shows it.
        (error: unknown) =>
          setState(() => {
            throw error;
          }),
      );
    },
    [data],
  );
  const clear = useCallback(() => {
    asked.current += 1;
    setState({ kind: 'idle' });
  }, []);
  const { box, onPaste, onInput, intent, loadFailed, retry } = usePasteBox({
    load: loadEngine,
    read,
    clear,
    delayMs: TYPING_DELAY_MS,
  });
  // Opened from the search box's plan card: the package.xml pasted there, into an empty box, planned.
  useEffect(() => {
    const handed = takePlannerHandoff(window.location.hash, MAX_PACKAGE_BYTES);
    const element = box.current;
    if (handed === null || !element || element.value.trim()) return;
    element.value = handed;
    retry();
  }, [box, retry]);

  return (
    <div className={styles.planner} id={HANDOFF_ANCHOR}>
      <div className={field.field}>
        <label htmlFor={id}>Paste a package.xml, or type names</label>
        <p id={`${id}-help`} className={field.help}>
          The whole file, from <code>&lt;?xml</code> to <code>&lt;/Package&gt;</code>, up to{' '}
          {MAX_PACKAGE_SIZE}; or the names of types to copy whole, separated by commas or lines (
          <code>Flow, ApexClass, Layout</code>), as <Link to={COVERAGE_ROUTE}>every Metadata API type</Link>{' '}
          lists them. It is read in your browser and sent nowhere.
        </p>
        <textarea
          ref={box}
          id={id}
          className={clsx(field.input, field.code)}
          rows={8}
          spellCheck={false}
          aria-describedby={`${id}-help`}
          onFocus={intent}
          onPointerEnter={intent}
          onPaste={onPaste}
          onInput={onInput}
        />
      </div>
      <div aria-live="polite">
        {!loadFailed && state.kind === 'plan' ? <Plan plan={state.plan} checklist={state.checklist} /> : null}
        {!loadFailed && state.kind === 'error' ? (
          <p role="alert" className={field.alert}>
            {state.message}
          </p>
        ) : null}
        {loadFailed ? (
          <div role="alert" className={field.alert}>
            <p>The planner did not load. Check your connection and try again.</p>
            <button type="button" className="button button--secondary button--sm" onClick={retry}>
              Retry
            </button>
          </div>
        ) : null}
      </div>
    </div>
  );
}
