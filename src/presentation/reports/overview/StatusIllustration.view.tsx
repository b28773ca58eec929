import type { PlanStatus } from '../../../domain/reports/plan-status.rule';
import type { PlanStatusVisual } from '../../../domain/reports/status-visuals.rule';
import { usageColorHex } from '../charts/chart-colors';

/** The glyph drawn inside the ring, one per status (spec 3 §4.1 'an illustration'). */
const GLYPHS: Readonly<Record<PlanStatus, readonly string[]>> = {
  // A check: within the plan.
  normal: ['M34 49l9 9 19-20'],
  // An exclamation mark: close to the limit.
  nearLimit: ['M48 32v20', 'M48 62v.5'],
  // An arrow over a line: past the limit.
  exceeded: ['M48 62V34', 'M37 45l11-11 11 11', 'M34 66h28'],
  // An infinity sign: no limit to measure against.
  unlimited: [
    'M48 48c-5-7-9-10-14-10a10 10 0 0 0 0 20c5 0 9-3 14-10s9-10 14-10a10 10 0 0 1 0 20c-5 0-9-3-14-10',
  ],
  // An empty chart: nothing in the period.
  empty: ['M34 62h28', 'M38 56v-6', 'M48 56v-14', 'M58 56v-9'],
  // A broken link: the data could not be read.
  error: ['M36 36l24 24', 'M60 36L36 60'],
};

export interface StatusIllustrationProps {
  readonly status: PlanStatus;
  readonly visual: PlanStatusVisual;
}

/**
 * The header illustration of the overall plan status: a ring in the status's usage colour with
 * its glyph. Decorative (the message beside it says the same), so hidden from assistive tech.
 */
export function StatusIllustration({ status, visual }: StatusIllustrationProps) {
  const color = usageColorHex(visual.usageColor);
  return (
    <svg
      className="plan-overview-status__illustration"
      data-illustration={visual.illustration}
      width="96"
      height="96"
      viewBox="0 0 96 96"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="48" cy="48" r="44" fill={color} fillOpacity="0.12" />
      <circle
        cx="48"
        cy="48"
        r="36"
        fill="none"
        stroke={color}
        strokeWidth="6"
        strokeDasharray={status === 'empty' || status === 'error' ? '10 8' : undefined}
      />
      {GLYPHS[status].map((d) => (
        <path
          key={d}
          d={d}
          fill="none"
          stroke={color}
          strokeWidth="6"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      ))}
    </svg>
  );
}
