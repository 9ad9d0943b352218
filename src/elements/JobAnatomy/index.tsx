import { useId, type ReactElement } from 'react';
import styles from './styles.module.css';
import { DESCRIPTION, SOURCE_ORG, STEPS, TARGET_ORGS, TITLE } from './text';

/**
 * The anatomy of a job: one source org on the left, ordered numbered steps in
 * the middle, several target orgs on the right. Used on the home page and on
 * "What is a job?", so it takes no props.
 *
 * Two drawings of the same data: a wide one (left to right) and a narrow one
 * (top to bottom). A container query in styles.module.css shows exactly one,
 * so text never renders below 14 px, whether the diagram sits in a wide page
 * column or on a 375 px phone. Without container-query support the narrow
 * drawing shows, which reads at every width. The hidden drawing has
 * `display: none`, so assistive technology announces only the visible one.
 *
 * The product name stays out of this file: it lives in config/product.ts.
 */

interface Point {
  readonly x: number;
  readonly y: number;
}

const ARROW_HEAD_LENGTH = 10;
const ARROW_HEAD_HALF_WIDTH = 6;

/** A straight arrow whose head ends exactly at `to`. */
function Arrow({ from, to }: { from: Point; to: Point }): ReactElement {
  const length = Math.hypot(to.x - from.x, to.y - from.y);
  const ux = (to.x - from.x) / length;
  const uy = (to.y - from.y) / length;
  const base = { x: to.x - ux * ARROW_HEAD_LENGTH, y: to.y - uy * ARROW_HEAD_LENGTH };
  const left = { x: base.x - uy * ARROW_HEAD_HALF_WIDTH, y: base.y + ux * ARROW_HEAD_HALF_WIDTH };
  const right = { x: base.x + uy * ARROW_HEAD_HALF_WIDTH, y: base.y - ux * ARROW_HEAD_HALF_WIDTH };
  return (
    <g>
      <line className={styles.arrow} x1={from.x} y1={from.y} x2={base.x} y2={base.y} />
      <polygon
        className={styles.arrowHead}
        points={`${to.x},${to.y} ${left.x},${left.y} ${right.x},${right.y}`}
      />
    </g>
  );
}

interface BoxProps {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
  readonly label: string;
}

/** An org: a rounded box with its name centred. */
function OrgBox({ x, y, width, height, label }: BoxProps): ReactElement {
  return (
    <g>
      <rect className={styles.box} x={x} y={y} width={width} height={height} rx={10} />
      <text
        className={`${styles.text} ${styles.strong}`}
        x={x + width / 2}
        y={y + height / 2}
        dy="0.35em"
        textAnchor="middle"
      >
        {label}
      </text>
    </g>
  );
}

/** A step: a rounded box with its number in a circle, then its name. */
function StepBox({ x, y, width, height, label, number }: BoxProps & { number: number }): ReactElement {
  const radius = height / 2 - 10;
  const cx = x + 12 + radius;
  const cy = y + height / 2;
  return (
    <g>
      <rect className={styles.box} x={x} y={y} width={width} height={height} rx={8} />
      <circle className={styles.badge} cx={cx} cy={cy} r={radius} />
      <text className={`${styles.text} ${styles.strong}`} x={cx} y={cy} dy="0.35em" textAnchor="middle">
        {number}
      </text>
      <text className={styles.text} x={cx + radius + 12} y={cy} dy="0.35em">
        {label}
      </text>
    </g>
  );
}

/** Heading or caption text, centred on `x`. */
function Caption({
  x,
  y,
  children,
  strong = false,
}: Point & { children: string; strong?: boolean }): ReactElement {
  return (
    <text
      className={strong ? `${styles.text} ${styles.strong}` : styles.text}
      x={x}
      y={y}
      dy="0.35em"
      textAnchor="middle"
    >
      {children}
    </text>
  );
}

interface DrawingProps {
  readonly titleId: string;
  readonly descId: string;
}

function Accessible({ titleId, descId }: DrawingProps): ReactElement {
  return (
    <>
      <title id={titleId}>{TITLE}</title>
      <desc id={descId}>{DESCRIPTION}</desc>
    </>
  );
}

/* Wide drawing: 840 × 390 units at 20 units per text line, shown from a 600 px
   container up, so text is at least 600 / 840 × 20 ≈ 14.3 px. */
const WIDE = {
  width: 840,
  height: 390,
  source: { x: 20, width: 200, cx: 120 },
  steps: { x: 304, width: 232, height: 52, top: 60, pitch: 72, cx: 420 },
  group: { x: 290, y: 48, width: 260, height: 292 },
  targets: { x: 590, width: 240, height: 60, top: 72, pitch: 92, cx: 710 },
  middle: 194,
} as const;

function WideDrawing({ titleId, descId }: DrawingProps): ReactElement {
  const { source, steps, group, targets, middle } = WIDE;
  return (
    <svg
      className={styles.wide}
      role="img"
      aria-labelledby={`${titleId} ${descId}`}
      viewBox={`0 0 ${WIDE.width} ${WIDE.height}`}
      width="100%"
    >
      <Accessible titleId={titleId} descId={descId} />
      <Caption x={source.cx} y={26} strong>
        Source org
      </Caption>
      <Caption x={steps.cx} y={26} strong>
        Steps
      </Caption>
      <Caption x={targets.cx} y={26} strong>
        Target orgs
      </Caption>

      <OrgBox x={source.x} y={middle - 32} width={source.width} height={64} label={SOURCE_ORG} />
      <Arrow from={{ x: source.x + source.width, y: middle }} to={{ x: group.x, y: middle }} />

      <rect
        className={styles.group}
        x={group.x}
        y={group.y}
        width={group.width}
        height={group.height}
        rx={12}
      />
      {STEPS.map((step, i) => {
        const y = steps.top + i * steps.pitch;
        return (
          <g key={step}>
            <StepBox
              x={steps.x}
              y={y}
              width={steps.width}
              height={steps.height}
              label={step}
              number={i + 1}
            />
            {i < STEPS.length - 1 && (
              <Arrow from={{ x: steps.cx, y: y + steps.height }} to={{ x: steps.cx, y: y + steps.pitch }} />
            )}
          </g>
        );
      })}

      {TARGET_ORGS.map((target, i) => {
        const y = targets.top + i * targets.pitch;
        return (
          <g key={target}>
            <Arrow
              from={{ x: group.x + group.width, y: middle }}
              to={{ x: targets.x, y: y + targets.height / 2 }}
            />
            <OrgBox x={targets.x} y={y} width={targets.width} height={targets.height} label={target} />
          </g>
        );
      })}

      <Caption x={source.cx} y={368}>
        One per job
      </Caption>
      <Caption x={steps.cx} y={368}>
        In order, top to bottom
      </Caption>
      <Caption x={targets.cx} y={368}>
        One or more, in parallel
      </Caption>
    </svg>
  );
}

/* Narrow drawing: 360 units wide at 16 units per text line, so text is about
   15 px in the 343 px column of a 375 px phone. */
const NARROW = {
  width: 360,
  height: 648,
  group: { x: 8, width: 344 },
  box: { x: 28, width: 304, height: 44 },
  cx: 180,
  source: { top: 8, bottom: 100 },
  steps: { top: 130, first: 168, pitch: 60, bottom: 404 },
  targets: { top: 434, first: 472, pitch: 56, bottom: 640 },
} as const;

function NarrowDrawing({ titleId, descId }: DrawingProps): ReactElement {
  const { group, box, cx, source, steps, targets } = NARROW;
  const groupRect = (top: number, bottom: number) => (
    <rect className={styles.group} x={group.x} y={top} width={group.width} height={bottom - top} rx={12} />
  );
  return (
    <svg
      className={styles.narrow}
      role="img"
      aria-labelledby={`${titleId} ${descId}`}
      viewBox={`0 0 ${NARROW.width} ${NARROW.height}`}
      width="100%"
    >
      <Accessible titleId={titleId} descId={descId} />

      {groupRect(source.top, source.bottom)}
      <Caption x={cx} y={source.top + 20} strong>
        Source org: one per job
      </Caption>
      <OrgBox x={box.x} y={source.top + 40} width={box.width} height={box.height} label={SOURCE_ORG} />
      <Arrow from={{ x: cx, y: source.bottom }} to={{ x: cx, y: steps.top }} />

      {groupRect(steps.top, steps.bottom)}
      <Caption x={cx} y={steps.top + 20} strong>
        Steps: in order, top to bottom
      </Caption>
      {STEPS.map((step, i) => {
        const y = steps.first + i * steps.pitch;
        return (
          <g key={step}>
            <StepBox x={box.x} y={y} width={box.width} height={box.height} label={step} number={i + 1} />
            {i < STEPS.length - 1 && (
              <Arrow from={{ x: cx, y: y + box.height }} to={{ x: cx, y: y + steps.pitch }} />
            )}
          </g>
        );
      })}
      <Arrow from={{ x: cx, y: steps.bottom }} to={{ x: cx, y: targets.top }} />

      {groupRect(targets.top, targets.bottom)}
      <Caption x={cx} y={targets.top + 20} strong>
        Target orgs: in parallel
      </Caption>
      {TARGET_ORGS.map((target, i) => (
        <OrgBox
          key={target}
          x={box.x}
          y={targets.first + i * targets.pitch}
          width={box.width}
          height={box.height}
          label={target}
        />
      ))}
    </svg>
  );
}

export default function JobAnatomy(): ReactElement {
  // useId keeps the title and description ids unique if a page shows the
  // diagram more than once; each drawing needs its own pair.
  const id = useId();
  return (
    <div className={styles.figure}>
      <WideDrawing titleId={`${id}-wide-title`} descId={`${id}-wide-desc`} />
      <NarrowDrawing titleId={`${id}-narrow-title`} descId={`${id}-narrow-desc`} />
    </div>
  );
}
