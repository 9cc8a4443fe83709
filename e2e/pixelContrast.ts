import type { AxeResults } from 'axe-core';
import type { Page } from 'playwright-core';

/**
 * axe-core leaves colour contrast "incomplete" (never a violation) when the background is a gradient or an
 * image, or is partly covered (e.g. by the fixed cookie banner): every hero of the site is a gradient, so its
 * text would go unchecked. For those nodes this measures the real rendered pixels instead: the text is made
 * transparent, the element's box (inside its border) is captured, and the text colour is compared with the
 * background pixels, the worst 1 % excepted (decorations such as a check mark inside the box).
 */
const BACKGROUND_UNKNOWN = new Set([
  'bgGradient',
  'bgImage',
  'bgOverlap',
  'pseudoContent',
  'elmPartiallyObscured',
  'elmPartiallyObscuring',
]);

const MARK = 'data-a11y-measure';

export interface PixelContrast {
  target: string;
  text: string;
  ratio: number;
  required: number;
}

/** The gradient/image-backed texts whose measured contrast is below WCAG AA (4.5:1, 3:1 for large text). */
export async function pixelContrastFailures(page: Page, results: AxeResults): Promise<PixelContrast[]> {
  const targets = results.incomplete
    .filter((rule) => rule.id === 'color-contrast')
    .flatMap((rule) => rule.nodes)
    .filter((node) => node.any.some((check) => BACKGROUND_UNKNOWN.has(String(check.data?.messageKey))))
    .map((node) => node.target[0])
    .filter((target): target is string => typeof target === 'string');
  const failures: PixelContrast[] = [];
  for (const target of targets) {
    const measured = await measure(page, target);
    if (measured && measured.ratio < measured.required) failures.push(measured);
  }
  return failures;
}

async function measure(page: Page, target: string): Promise<PixelContrast | null> {
  const element = page.locator(target).first();
  await element.scrollIntoViewIfNeeded();
  const style = await element.evaluate((node, mark) => {
    node.setAttribute(mark, '');
    // Fixed and sticky elements that do not hold the text (banner, chat button, header) could cover the box.
    for (const other of document.body.querySelectorAll<HTMLElement>('*')) {
      const { position } = getComputedStyle(other);
      if ((position === 'fixed' || position === 'sticky') && !other.contains(node)) {
        other.setAttribute(`${mark}-hidden`, '');
      }
    }
    const s = getComputedStyle(node);
    const rect = node.getBoundingClientRect();
    const [top, right, bottom, left] = ['Top', 'Right', 'Bottom', 'Left'].map(
      (side) => parseFloat(s.getPropertyValue(`border-${side.toLowerCase()}-width`)) + 1,
    ) as [number, number, number, number];
    return {
      color: s.color,
      size: parseFloat(s.fontSize),
      weight: Number(s.fontWeight),
      text: (node.textContent ?? '').trim().slice(0, 60),
      clip: {
        x: rect.left + left,
        y: rect.top + top,
        width: rect.width - left - right,
        height: rect.height - top - bottom,
      },
    };
  }, MARK);
  const hide = await page.addStyleTag({
    content: `[${MARK}], [${MARK}] * { color: transparent !important; text-shadow: none !important;
      text-decoration-color: transparent !important; caret-color: transparent !important; }
      [${MARK}-hidden] { visibility: hidden !important; }`,
  });
  try {
    if (style.clip.width < 1 || style.clip.height < 1) return null;
    const png = await page.screenshot({ clip: style.clip, animations: 'disabled' });
    const ratio = await page.evaluate(worstContrast, { png: png.toString('base64'), color: style.color });
    const large = style.size >= 24 || (style.size >= 18.66 && style.weight >= 700);
    return { target, text: style.text, ratio, required: large ? 3 : 4.5 };
  } finally {
    await hide.evaluate((node) => (node as Element).remove());
    await element.evaluate((node, mark) => {
      node.removeAttribute(mark);
      for (const other of document.querySelectorAll(`[${mark}-hidden]`))
        other.removeAttribute(`${mark}-hidden`);
    }, MARK);
  }
}

/** Runs in the page (canvas decodes the PNG): the 1st-percentile WCAG contrast of `color` over the pixels. */
async function worstContrast({ png, color }: { png: string; color: string }): Promise<number> {
  const image = new Image();
  image.src = `data:image/png;base64,${png}`;
  await image.decode();
  const canvas = document.createElement('canvas');
  canvas.width = image.width;
  canvas.height = image.height;
  const context = canvas.getContext('2d')!;
  context.drawImage(image, 0, 0);
  const pixels = context.getImageData(0, 0, canvas.width, canvas.height).data;
  const channel = (value: number) => {
    const v = value / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  };
  const luminance = (r: number, g: number, b: number) =>
    0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
  const [r = 0, g = 0, b = 0] = (color.match(/[\d.]+/g) ?? []).map(Number);
  const text = luminance(r, g, b);
  const ratios: number[] = [];
  for (let i = 0; i < pixels.length; i += 4) {
    const background = luminance(pixels[i]!, pixels[i + 1]!, pixels[i + 2]!);
    ratios.push((Math.max(text, background) + 0.05) / (Math.min(text, background) + 0.05));
  }
  ratios.sort((x, y) => x - y);
  return Math.round((ratios[Math.floor(ratios.length * 0.01)] ?? 21) * 100) / 100;
}
