import type { Browser } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminClient, signIn } from './api';
import { workerBrowser, newContext, VIEWPORTS } from './browser';
import { screenshots } from './shots';

/** The media library's thumbnails show whole images and whole names (docs/product.md#médiathèque). */
const capture = screenshots('media-thumbnails');

let browser: Browser;
let longName: string;
beforeAll(async () => {
  browser = await workerBrowser();
  // A name without a space, longer than a card: it must wrap, not end in an ellipsis.
  longName = `renovation-energetique-maison-de-ville-avant-apres-${Date.now().toString(36)}.png`;
  const api = await adminClient();
  const bytes = Buffer.alloc(2048, 7);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(bytes);
  const [uploaded] = await api.uploadFiles([
    new File([new Uint8Array(bytes)], longName, { type: 'image/png' }),
  ]);
  await api.create('media', {
    name: longName,
    url: uploaded!.fileUrl!,
    type: 'image',
    mimeType: 'image/png',
    size: bytes.byteLength,
    folder: 'projets',
    alt: 'Maison de ville rénovée',
    uploadedAt: new Date().toISOString(),
    uploadedBy: 'admin@example.com',
  });
});

describe('media thumbnails', () => {
  it.for([VIEWPORTS.phone, VIEWPORTS.desktop])(
    'at $width px: each image whole (its caption band included) and each name whole',
    async (viewport) => {
      const { context, page, pageErrors } = await newContext(browser, viewport);
      await signIn(page, 'admin@example.com');
      await page.goto('/admin/media');
      const items = page.getByTestId('media-item');
      await items.filter({ hasText: longName }).waitFor();
      await items.filter({ hasText: 'extension-ossature-bois.svg' }).waitFor();
      // Lazy images load once in view.
      for (const item of await items.all()) {
        await item.scrollIntoViewIfNeeded();
        await item.locator('img').evaluate((img: HTMLImageElement) => img.decode().catch(() => undefined));
      }
      const found = await items.evaluateAll((cards) =>
        cards.map((card) => {
          const img = card.querySelector('img')!;
          const name = card.querySelector('img + div > :first-child') as HTMLElement;
          const box = img.getBoundingClientRect();
          const fit = getComputedStyle(img).objectFit;
          const sameRatio = Math.abs(box.width / box.height - img.naturalWidth / img.naturalHeight) < 0.01;
          return {
            name: name.textContent ?? '',
            loaded: img.naturalWidth > 0,
            // Drawn whole: scaled inside its box, or a box of the image's own proportions.
            whole: fit === 'contain' || fit === 'scale-down' || sameRatio,
            nameCut:
              name.scrollWidth > name.clientWidth || getComputedStyle(name).textOverflow === 'ellipsis',
            nameInCard: name.getBoundingClientRect().right <= card.getBoundingClientRect().right,
          };
        }),
      );
      const images = found.filter((item) => item.loaded);
      expect(images.map((item) => item.name)).toEqual(
        expect.arrayContaining(['extension-ossature-bois.svg', 'isolation-des-combles.svg']),
      );
      expect(images.filter((item) => !item.whole).map((item) => item.name)).toEqual([]);
      expect(found.filter((item) => item.nameCut || !item.nameInCard).map((item) => item.name)).toEqual([]);
      expect(found.map((item) => item.name)).toContain(longName);
      await capture(items.filter({ hasText: longName }), `long-name-${viewport.width}.png`);
      await capture(items.filter({ hasText: 'extension-ossature-bois.svg' }), `seed-${viewport.width}.png`);
      expect(pageErrors).toEqual([]);
      await context.close();
    },
  );
});
