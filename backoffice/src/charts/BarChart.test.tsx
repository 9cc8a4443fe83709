// @vitest-environment jsdom
import { act, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BarChart, yTicks } from './BarChart';

const weeks = [3, 0, 1, 7, 2, 0, 4, 5].map((value, i) => ({ label: `0${i + 1}/11`, value }));

/** A ResizeObserver that reports the width the test gives, as the browser does once the card is laid out. */
function layoutWidth() {
  const observers: { callback: ResizeObserverCallback; target?: Element }[] = [];
  vi.stubGlobal(
    'ResizeObserver',
    class {
      entry: { callback: ResizeObserverCallback; target?: Element };
      constructor(callback: ResizeObserverCallback) {
        this.entry = { callback };
        observers.push(this.entry);
      }
      observe(target: Element) {
        this.entry.target = target;
      }
      disconnect() {}
    },
  );
  return (width: number) =>
    act(() => {
      for (const { callback, target } of observers)
        callback(
          [{ contentRect: { width }, target } as unknown as ResizeObserverEntry],
          {} as ResizeObserver,
        );
    });
}

afterEach(() => vi.unstubAllGlobals());

describe('the bar chart', () => {
  it('names both axes and graduates the value axis from 0 in round steps', () => {
    render(
      <BarChart
        bars={weeks}
        caption="Demandes par semaine"
        yLabel="Demandes"
        xLabel="Semaine commençant le"
      />,
    );
    const chart = screen.getByRole('img', { name: 'Demandes par semaine' });
    expect(within(chart).getByText('Demandes')).toBeInTheDocument();
    expect(within(chart).getByTestId('x-axis')).toHaveTextContent('Semaine commençant le');
    const ticks = within(chart)
      .getAllByTestId('y-tick')
      .map((tick) => tick.textContent);
    expect(ticks).toEqual(['0', '2', '4', '6', '8']);
    expect(
      within(chart)
        .getAllByTestId('bar')
        .map((bar) => bar.getAttribute('data-value')),
    ).toEqual(weeks.map((week) => String(week.value)));
    for (const week of weeks) expect(within(chart).getByText(week.label)).toBeInTheDocument();
  });

  it('is as wide as its card, its bars spread over the whole width, and follows the card when it resizes', () => {
    const resize = layoutWidth();
    render(<BarChart bars={weeks} caption="Demandes" yLabel="Demandes" xLabel="Semaine" />);
    resize(900);
    const chart = screen.getByRole('img');
    expect(chart.getAttribute('width')).toBe('900');
    const rects = screen.getAllByTestId('bar').map((bar) => bar.querySelector('rect')!);
    const right = (rect: SVGRectElement) =>
      Number(rect.getAttribute('x')) + Number(rect.getAttribute('width'));
    // The last bar ends within its slot of the right edge (48 px of axis on the left, 8 px of margin on the right).
    expect(900 - 8 - right(rects.at(-1)!)).toBeLessThan((900 - 56) / weeks.length / 2);
    resize(360);
    expect(chart.getAttribute('width')).toBe('360');
  });

  it('labels fewer bars when they are too narrow for a date each, never overlapping', () => {
    const resize = layoutWidth();
    const days = Array.from({ length: 30 }, (_, i) => ({ label: `${i + 1}/11`, value: i }));
    render(<BarChart bars={days} caption="Pages vues" yLabel="Pages vues" xLabel="Jour" />);
    resize(360);
    const labels = [...screen.getByRole('img').querySelectorAll('[data-testid="bar"] > text')].filter(
      (text) => text.textContent?.includes('/11'),
    );
    // (360 − 56) / 30 ≈ 10 px a bar: one label every 4 bars at least 40 px apart.
    expect(labels.length).toBeLessThanOrEqual(8);
    expect(labels.length).toBeGreaterThanOrEqual(7);
  });
});

describe('yTicks', () => {
  it.each([
    [0, [0, 1]],
    [1, [0, 1]],
    [3, [0, 1, 2, 3]],
    [7, [0, 2, 4, 6, 8]],
    [38, [0, 10, 20, 30, 40]],
    [1234, [0, 500, 1000, 1500]],
  ])('%i → %j', (max, ticks) => {
    expect(yTicks(max)).toEqual(ticks);
  });
});
