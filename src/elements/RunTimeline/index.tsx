import { useId, type ReactNode } from 'react';
import styles from './styles.module.css';
import { RUN_TEXT, type RunKind } from './text';

type Outcome = 'succeeded' | 'failed' | 'skipped' | 'notValidated';

interface StepBar {
  readonly label: string;
  /** Start and length on the shared time axis, in viewBox units. */
  readonly start: number;
  readonly length: number;
  readonly outcome: Outcome;
}

interface Lane {
  readonly target: string;
  readonly steps: readonly StepBar[];
}

/*
 * The viewBox is narrow on purpose: at 360 units wide, a 16-unit label still
 * renders at about 15 px inside the content column of a 375 px phone.
 */
const VIEW_WIDTH = 360;
const LANE_TOP = 8;
const LANE_HEIGHT = 80;
const BAR_OFFSET = 26;
const BAR_HEIGHT = 38;
const AXIS_START = 8;
const AXIS_END = 352;

/** Three targets start together; each runs its own steps in order. */
const DEPLOY_LANES: readonly Lane[] = [
  {
    target: 'QA sandbox: Succeeded',
    steps: [
      { label: 'Step 1', start: 8, length: 86, outcome: 'succeeded' },
      { label: 'Step 2', start: 98, length: 104, outcome: 'succeeded' },
      { label: 'Step 3', start: 206, length: 80, outcome: 'succeeded' },
    ],
  },
  {
    target: 'UAT sandbox: Succeeded',
    steps: [
      { label: 'Step 1', start: 8, length: 104, outcome: 'succeeded' },
      { label: 'Step 2', start: 116, length: 120, outcome: 'succeeded' },
      { label: 'Step 3', start: 240, length: 96, outcome: 'succeeded' },
    ],
  },
  {
    target: 'Production: Failed',
    steps: [
      { label: 'Step 1', start: 8, length: 96, outcome: 'succeeded' },
      { label: 'Step 2', start: 108, length: 112, outcome: 'failed' },
      { label: 'Step 3', start: 224, length: 86, outcome: 'skipped' },
    ],
  },
];

/*
 * A Validate only run of a four-step job: steps 1 to 3 are Metadata API
 * deploys and go to each target as one check-only deployment; step 4
 * (Execute anonymous Apex) isn't a deploy, so it is reported as Not validated.
 */
const VALIDATE_LANES: readonly Lane[] = [
  {
    target: 'QA sandbox: Succeeded',
    steps: [
      { label: 'Steps 1–3', start: 8, length: 200, outcome: 'succeeded' },
      { label: 'Step 4', start: 212, length: 80, outcome: 'notValidated' },
    ],
  },
  {
    target: 'UAT sandbox: Succeeded',
    steps: [
      { label: 'Steps 1–3', start: 8, length: 224, outcome: 'succeeded' },
      { label: 'Step 4', start: 236, length: 80, outcome: 'notValidated' },
    ],
  },
  {
    target: 'Production: Failed',
    steps: [
      { label: 'Steps 1–3', start: 8, length: 256, outcome: 'failed' },
      { label: 'Step 4', start: 268, length: 80, outcome: 'notValidated' },
    ],
  },
];

interface LegendItem {
  readonly outcome: Outcome;
  readonly label: string;
  /** Left edge in viewBox units; set per item because the labels differ in length. */
  readonly x: number;
}

const DEPLOY_LEGEND: readonly LegendItem[] = [
  { outcome: 'succeeded', label: 'Succeeded', x: 8 },
  { outcome: 'failed', label: 'Failed', x: 124 },
  { outcome: 'skipped', label: 'Skipped', x: 240 },
];

const VALIDATE_LEGEND: readonly LegendItem[] = [
  { outcome: 'succeeded', label: 'Succeeded', x: 8 },
  { outcome: 'failed', label: 'Failed', x: 116 },
  { outcome: 'notValidated', label: 'Not validated', x: 196 },
];

const BAR_CLASS: Record<Outcome, string | undefined> = {
  succeeded: styles.succeeded,
  failed: styles.failed,
  skipped: styles.skipped,
  notValidated: styles.notValidated,
};

const LABEL_CLASS: Record<Outcome, string | undefined> = {
  succeeded: styles.onFilled,
  failed: styles.onFilled,
  skipped: styles.onEmpty,
  notValidated: styles.onEmpty,
};

interface Variant {
  readonly lanes: readonly Lane[];
  readonly legend: readonly LegendItem[];
  readonly title: string;
  readonly description: string;
}

const VARIANTS: Record<RunKind, Variant> = {
  deploy: {
    lanes: DEPLOY_LANES,
    legend: DEPLOY_LEGEND,
    title: RUN_TEXT.deploy.TITLE,
    description: RUN_TEXT.deploy.DESCRIPTION,
  },
  validate: {
    lanes: VALIDATE_LANES,
    legend: VALIDATE_LEGEND,
    title: RUN_TEXT.validate.TITLE,
    description: RUN_TEXT.validate.DESCRIPTION,
  },
};

const AXIS_Y = LANE_TOP + DEPLOY_LANES.length * LANE_HEIGHT + 4;
const LEGEND_Y = AXIS_Y + 34;
const VIEW_HEIGHT = LEGEND_Y + 22;

interface RunTimelineProps {
  /**
   * `deploy` (the default) draws a real run; `validate` draws a Validate only
   * run, where a target's deploy steps are one check-only deployment.
   */
  readonly run?: RunKind;
}

/**
 * A run of one job across three target orgs over time: the targets run in
 * parallel, the steps inside each target run in order, and a failed step with
 * the `Stop` on-error setting skips the rest of that target only. The
 * `validate` variant shows the same three targets in a Validate only run.
 */
export default function RunTimeline({ run = 'deploy' }: RunTimelineProps): ReactNode {
  const titleId = useId();
  const descId = useId();
  const { lanes, legend, title, description } = VARIANTS[run];

  return (
    <figure className={styles.figure}>
      <svg
        className={styles.svg}
        role="img"
        aria-labelledby={`${titleId} ${descId}`}
        viewBox={`0 0 ${VIEW_WIDTH} ${VIEW_HEIGHT}`}
        width="100%"
        preserveAspectRatio="xMinYMin meet"
      >
        <title id={titleId}>{title}</title>
        <desc id={descId}>{description}</desc>

        {lanes.map((lane, laneIndex) => {
          const top = LANE_TOP + laneIndex * LANE_HEIGHT;
          const barTop = top + BAR_OFFSET;
          return (
            <g key={lane.target}>
              <text className={styles.laneLabel} x={AXIS_START} y={top + 16}>
                {lane.target}
              </text>
              {lane.steps.map((step) => (
                <g key={step.label}>
                  <rect
                    className={BAR_CLASS[step.outcome]}
                    x={step.start}
                    y={barTop}
                    width={step.length}
                    height={BAR_HEIGHT}
                    rx={4}
                  />
                  <text
                    className={LABEL_CLASS[step.outcome]}
                    x={step.start + step.length / 2}
                    y={barTop + BAR_HEIGHT / 2}
                    textAnchor="middle"
                    dominantBaseline="central"
                  >
                    {step.label}
                  </text>
                </g>
              ))}
            </g>
          );
        })}

        <line className={styles.axis} x1={AXIS_START} y1={AXIS_Y} x2={AXIS_END} y2={AXIS_Y} />
        <path className={styles.arrow} d={`M ${AXIS_END} ${AXIS_Y} l -8 -5 v 10 z`} />
        <text className={styles.axisLabel} x={AXIS_END} y={AXIS_Y + 18} textAnchor="end">
          Time
        </text>

        {legend.map((item) => {
          const { x } = item;
          return (
            <g key={item.outcome}>
              <rect
                className={BAR_CLASS[item.outcome]}
                x={x}
                y={LEGEND_Y - 12}
                width={16}
                height={16}
                rx={3}
              />
              <text className={styles.legendLabel} x={x + 22} y={LEGEND_Y}>
                {item.label}
              </text>
            </g>
          );
        })}
      </svg>
    </figure>
  );
}
