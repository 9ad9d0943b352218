/**
 * The end of every doc page (issue 13): "Was this page helpful?" when the
 * answer has somewhere to go, and always a link to report a problem.
 *
 * The link is built while rendering, so it is in the server-rendered HTML
 * and works without JavaScript. The question's code (./Widget.tsx) is
 * imported when its slot comes within 400 px of the viewport, never in the
 * first load; the slot has the height of the question's row from the start,
 * so nothing moves when it arrives.
 */
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { useEffect, useRef, useState, type ComponentType, type ReactElement } from 'react';
import { reportProblemUrl, type FeedbackConfig } from '@site/config/feedback';
import { loadOnce } from '@site/src/lib/loadOnce';
import type { WidgetProps } from './Widget';
import styles from './styles.module.css';

/**
 * Whether the build has the question: true when answers have somewhere to
 * go (feedbackWidgetEnabled in config/feedback.ts), defined at build time by
 * src/plugins/page-feedback so that a build without it ships none of its code.
 */
declare const __PAGE_FEEDBACK_QUESTION__: boolean;

type WidgetComponent = ComponentType<WidgetProps>;
const loadWidget = __PAGE_FEEDBACK_QUESTION__
  ? loadOnce(() => import('./Widget').then((module): WidgetComponent => module.default))
  : undefined;

interface Props {
  readonly permalink: string;
  readonly title: string;
}

function LazyWidget(props: WidgetProps): ReactElement {
  const slot = useRef<HTMLDivElement>(null);
  const [Widget, setWidget] = useState<WidgetComponent | null>(null);
  useEffect(() => {
    const element = slot.current;
    if (!element) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        loadWidget?.().then(
          (component) => setWidget(() => component),
          // A dropped connection: the question stays away; the report link below still works.
          () => undefined,
        );
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return (
    <div ref={slot} className={styles.slot}>
      {Widget && <Widget {...props} />}
    </div>
  );
}

export default function PageFeedback({ permalink, title }: Props): ReactElement {
  const { siteConfig } = useDocusaurusContext();
  const feedback = siteConfig.customFields?.feedback as FeedbackConfig;
  const docsRepoUrl = String(siteConfig.customFields?.docsRepoUrl);
  const url = new URL(permalink, siteConfig.url).href;
  return (
    <section className={styles.feedback} aria-label="Page feedback">
      {__PAGE_FEEDBACK_QUESTION__ && <LazyWidget permalink={permalink} config={feedback} />}
      <a className={styles.report} href={reportProblemUrl(docsRepoUrl, { title, url })}>
        Report a problem with this page
      </a>
    </section>
  );
}
