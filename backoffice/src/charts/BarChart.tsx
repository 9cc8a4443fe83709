import { useId } from 'react';

export interface Bar {
  label: string;
  value: number;
  /** Full wording for assistive technology and the tooltip (defaults to "label : value"). */
  title?: string;
}

export interface BarChartProps {
  bars: readonly Bar[];
  /** What the chart shows, read by screen readers. */
  caption: string;
  height?: number;
  /** Show every n-th label under the bars (long periods). */
  labelEvery?: number;
}

/**
 * A small responsive SVG bar chart: a few lines instead of a chart library keep the back-office's
 * first-load JavaScript small (README, "Mesures").
 */
export const BarChart = ({ bars, caption, height = 160, labelEvery = 1 }: BarChartProps) => {
  const titleId = useId();
  const max = Math.max(1, ...bars.map((bar) => bar.value));
  // Uniform scaling (no stretched text): wide slots for a few bars, narrow ones for a long period.
  const slot = bars.length <= 16 ? 60 : bars.length <= 40 ? 28 : 14;
  const width = slot * Math.max(1, bars.length);
  const chartHeight = height - 36;
  const showValues = bars.length <= 16;
  return (
    <svg
      role="img"
      aria-labelledby={titleId}
      viewBox={`0 0 ${width} ${height}`}
      width="100%"
      height={height}
      style={{ display: 'block' }}
    >
      <title id={titleId}>{caption}</title>
      {bars.map((bar, i) => {
        const h = (bar.value / max) * chartHeight;
        const x = i * slot + slot * 0.15;
        return (
          <g key={`${bar.label}-${i}`} data-testid="bar" data-value={bar.value}>
            <title>{bar.title ?? `${bar.label} : ${bar.value}`}</title>
            <rect
              x={x}
              y={16 + chartHeight - h}
              width={slot * 0.7}
              height={Math.max(h, 1)}
              fill="#2e7d32"
              rx={2}
            />
            {showValues && (
              <text
                x={x + slot * 0.35}
                y={12 + chartHeight - h}
                textAnchor="middle"
                fontSize={12}
                fill="currentColor"
              >
                {bar.value}
              </text>
            )}
            {i % labelEvery === 0 && (
              <text
                x={x + slot * 0.35}
                y={height - 4}
                textAnchor="middle"
                fontSize={showValues ? 11 : 9}
                fill="currentColor"
              >
                {bar.label}
              </text>
            )}
          </g>
        );
      })}
    </svg>
  );
};
