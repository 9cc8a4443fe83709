/**
 * Draws the social-network preview (site/public/og-image.jpg, 1200×630) from the favicon and the brand
 * colours, in Chromium: `tsx tools/make-og-image.ts`. Re-run it when the company name or tagline changes.
 */
import { readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { DEFAULT_COMPANY } from '@shared/domain/company.ts';

const logo = readFileSync('site/public/favicon.svg', 'utf8');
const html = `<!doctype html><html lang="fr"><body style="margin:0">
<div style="width:1200px;height:630px;box-sizing:border-box;padding:72px 80px;display:flex;flex-direction:column;
  justify-content:space-between;background:linear-gradient(135deg,#123f27 0%,#1f6f43 62%,#7a4e24 100%);
  font-family:system-ui,'DejaVu Sans',sans-serif;color:#fff">
  <div style="display:flex;align-items:center;gap:28px">
    <div style="width:112px;height:112px">${logo}</div>
    <div style="font-size:50px;font-weight:700">${DEFAULT_COMPANY.name}</div>
  </div>
  <div style="font-size:64px;font-weight:800;line-height:1.12;max-width:980px">
    Rénovation énergétique, extensions bois et maison connectée
  </div>
  <div style="font-size:32px;color:#f4ebdf">Diagnostic et devis gratuits · Le Havre et ses environs</div>
</div></body></html>`;

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
await page.setContent(html);
await page.screenshot({ path: 'site/public/og-image.jpg', type: 'jpeg', quality: 82 });
await browser.close();
