import { useEffect, useId, useRef, useState } from 'react';

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
  /** The axes' names: what the bars count (« Demandes ») and what each bar is (« Semaine du »). */
  yLabel: string;
  xLabel: string;
  height?: number;
  /** Show every n-th label under the bars at least (long periods); narrow bars skip more. */
  labelEvery?: number;
}

/** The width drawn before the card is measured (and in a test's document, which has no layout). */
const FALLBACK_WIDTH = 640;
const MARGIN = { top: 18, right: 8, bottom: 44, left: 48 };
/** The narrowest slot that still holds a label such as « 30/11 ». */
const LABEL_SLOT = 40;

/** 0 and three or four round steps (1, 2 or 5 × 10ⁿ) up to at least `max`. */
export function yTicks(max: number): number[] {
  const rough = Math.max(1, max) / 4;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = Math.max(1, [1, 2, 5, 10].map((m) => m * power).find((s) => s >= rough) ?? power * 10);
  const top = Math.max(step, Math.ceil(max / step) * step);
  return Array.from({ length: Math.round(top / step) + 1 }, (_, i) => i * step);
}

/** The wrapper's width, followed as the window or the menu resizes it. */
function useWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(FALLBACK_WIDTH);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      const measured = Math.floor(entry?.contentRect.width ?? 0);
      if (measured > 0) setWidth(measured);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}

/**
 * A small SVG bar chart as wide as its card, with a value axis and a category axis, each named: a few lines instead
 * of a chart library keep the back-office's first-load JavaScript small (docs/product.md#premier-chargement). Drawn
 * in pixels of the measured width, so its text is never stretched.
 */
export const BarChart = ({ bars, caption, yLabel, xLabel, height = 180, labelEvery = 1 }: BarChartProps) => {
  const titleId = useId();
  const { ref, width } = useWidth();
  const ticks = yTicks(Math.max(0, ...bars.map((bar) => bar.value)));
  const top = ticks[ticks.length - 1] ?? 1;
  const plotWidth = Math.max(1, width - MARGIN.left - MARGIN.right);
  const plotHeight = height - MARGIN.top - MARGIN.bottom;
  const slot = plotWidth / Math.max(1, bars.length);
  const barWidth = Math.min(slot * 0.7, 64);
  const every = Math.max(labelEvery, Math.ceil(LABEL_SLOT / slot));
  const showValues = slot >= 24;
  const y = (value: number) => MARGIN.top + plotHeight - (value / top) * plotHeight;
  const axis = { stroke: 'currentColor', strokeOpacity: 0.5 };
  return (
    // The drawing is taken out of the flow: its width follows the card's, never the other way round (a grid's
    // card would otherwise grow to the first drawing's width, wider than a phone).
    <div ref={ref} style={{ position: 'relative', width: '100%', height }}>
      <svg
        role="img"
        aria-labelledby={titleId}
        width={width}
        height={height}
        style={{ display: 'block', position: 'absolute', top: 0, left: 0 }}
      >
        <title id={titleId}>{caption}</title>
        <g data-testid="y-axis" fontSize={11} fill="currentColor">
          {ticks.map((tick) => (
            <g key={tick}>
              <line
                x1={MARGIN.left}
                x2={MARGIN.left + plotWidth}
                y1={y(tick)}
                y2={y(tick)}
                stroke="currentColor"
                strokeOpacity={tick === 0 ? 0.5 : 0.12}
              />
              <text data-testid="y-tick" x={MARGIN.left - 6} y={y(tick) + 4} textAnchor="end">
                {tick}
              </text>
            </g>
          ))}
          <text
            transform={`translate(12 ${MARGIN.top + plotHeight / 2}) rotate(-90)`}
            textAnchor="middle"
            fontSize={12}
          >
            {yLabel}
          </text>
        </g>
        <line x1={MARGIN.left} x2={MARGIN.left} y1={MARGIN.top} y2={MARGIN.top + plotHeight} {...axis} />
        {bars.map((bar, i) => {
          const centre = MARGIN.left + slot * (i + 0.5);
          const barTop = y(bar.value);
          return (
            <g key={`${bar.label}-${i}`} data-testid="bar" data-value={bar.value}>
              <title>{bar.title ?? `${bar.label} : ${bar.value}`}</title>
              <rect
                x={centre - barWidth / 2}
                y={Math.min(barTop, MARGIN.top + plotHeight - 1)}
                width={barWidth}
                height={Math.max(MARGIN.top + plotHeight - barTop, 1)}
                fill="#2e7d32"
                rx={2}
              />
              {showValues && bar.value > 0 && (
                <text x={centre} y={barTop - 4} textAnchor="middle" fontSize={12} fill="currentColor">
                  {bar.value}
                </text>
              )}
              {i % every === 0 && (
                <text
                  x={centre}
                  y={MARGIN.top + plotHeight + 16}
                  textAnchor="middle"
                  fontSize={11}
                  fill="currentColor"
                >
                  {bar.label}
                </text>
              )}
            </g>
          );
        })}
        <text
          data-testid="x-axis"
          x={MARGIN.left + plotWidth / 2}
          y={height - 6}
          textAnchor="middle"
          fontSize={12}
          fill="currentColor"
        >
          {xLabel}
        </text>
      </svg>
    </div>
  );
};
