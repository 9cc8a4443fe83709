import { escapeHtml } from '@shared/email/escape';

/**
 * Small illustrations drawn as SVG in code, so the seed ships real images (served back through the file store)
 * without binary assets in the repository.
 */
export type Motif = 'solar' | 'wood' | 'smart' | 'insulation' | 'heatpump' | 'apartment' | 'team' | 'logo';

export interface Illustration {
  title: string;
  motif: Motif;
  /** Sky gradient, top to bottom. */
  sky: readonly [string, string];
}

const W = 800;
const H = 500;

const house = (roof: string) => `
<g transform="translate(250 170)">
  <rect x="20" y="100" width="260" height="150" fill="#fbfaf7" stroke="#d8d2c4" stroke-width="2"/>
  <path d="M0 110 L150 10 L300 110 Z" fill="${roof}"/>
  <rect x="125" y="170" width="50" height="80" rx="4" fill="#8a5a2b"/>
  <rect x="50" y="140" width="50" height="45" rx="3" fill="#bfe0f2" stroke="#7aa7c2" stroke-width="2"/>
  <rect x="200" y="140" width="50" height="45" rx="3" fill="#bfe0f2" stroke="#7aa7c2" stroke-width="2"/>
</g>`;

const sun = `<circle cx="660" cy="95" r="42" fill="#ffd45c"/><circle cx="660" cy="95" r="58" fill="#ffd45c" opacity="0.25"/>`;

const MOTIFS: Record<Motif, () => string> = {
  solar: () =>
    sun +
    house('#5b4636') +
    `<g fill="#1d3b5c" stroke="#9cc3e6" stroke-width="2">
  <path d="M300 262 L355 226 L410 226 L355 262 Z"/><path d="M362 262 L417 226 L472 226 L417 262 Z"/>
  <path d="M330 242 L385 206 L440 206 L385 242 Z" opacity="0.9"/>
</g>`,
  wood: () =>
    house('#4e5d52') +
    `<g transform="translate(550 270)">
  <rect width="150" height="150" fill="#c8925a"/>
  ${Array.from({ length: 9 }, (_, i) => `<line x1="${8 + i * 17}" y1="0" x2="${8 + i * 17}" y2="150" stroke="#9c6b3a" stroke-width="3"/>`).join('')}
  <rect x="35" y="40" width="80" height="70" fill="#bfe0f2" stroke="#6b4a2a" stroke-width="4"/>
  <rect x="-8" y="-10" width="166" height="14" fill="#3b3b3b"/>
</g>`,
  smart: () =>
    house('#39506b') +
    `<g fill="none" stroke="#1f6f43" stroke-width="8" stroke-linecap="round">
  <path d="M355 120 A70 70 0 0 1 445 120"/><path d="M330 95 A105 105 0 0 1 470 95"/>
</g><circle cx="400" cy="140" r="9" fill="#1f6f43"/>
<g transform="translate(600 250)"><rect width="70" height="125" rx="12" fill="#22313f"/><rect x="8" y="14" width="54" height="90" rx="4" fill="#e8f3ec"/>
<circle cx="35" cy="45" r="16" fill="none" stroke="#1f6f43" stroke-width="5"/><text x="35" y="88" text-anchor="middle" font-size="16" font-family="Arial" fill="#1f6f43">19°</text></g>`,
  insulation: () =>
    house('#7a3e2b') +
    `<path d="M280 270 ${Array.from({ length: 12 }, (_, i) => `L${295 + i * 20} ${i % 2 ? 270 : 250}`).join(' ')} L530 270 Z" fill="#f2c14e" opacity="0.95"/>
<g transform="translate(610 230)"><rect x="12" width="22" height="130" rx="11" fill="#fff" stroke="#c0392b" stroke-width="3"/>
<circle cx="23" cy="140" r="22" fill="#c0392b"/><rect x="18" y="55" width="10" height="80" fill="#c0392b"/></g>`,
  heatpump: () =>
    house('#5d6b4e') +
    `<g transform="translate(570 330)"><rect width="130" height="90" rx="8" fill="#e9ecef" stroke="#9aa5ad" stroke-width="3"/>
<circle cx="50" cy="45" r="32" fill="#cfd6db" stroke="#7d8a93" stroke-width="3"/>
<path d="M50 45 L50 18 M50 45 L76 55 M50 45 L28 62" stroke="#56636b" stroke-width="6" stroke-linecap="round"/>
<rect x="95" y="20" width="22" height="50" rx="3" fill="#56636b"/></g>`,
  apartment: () =>
    `<g transform="translate(230 110)"><rect width="340" height="330" fill="#e9e3d6" stroke="#bdb4a1" stroke-width="3"/>
${Array.from({ length: 5 }, (_, r) =>
  Array.from(
    { length: 6 },
    (_, c) => `<rect x="${22 + c * 52}" y="${22 + r * 60}" width="36" height="42" fill="#9fb8c9"/>`,
  ).join(''),
).join('')}
<rect x="0" y="0" width="340" height="12" fill="#a89f8a"/></g>`,
  team: () =>
    [
      [270, '#1f6f43'],
      [400, '#8a5a2b'],
      [530, '#39506b'],
    ]
      .map(
        ([x, color]) =>
          `<g transform="translate(${x} 200)"><circle r="46" fill="#f1d3b3"/><path d="M-80 210 Q-80 70 0 70 Q80 70 80 210 Z" fill="${color}"/><rect x="-50" y="-52" width="100" height="22" rx="11" fill="#f2c14e"/></g>`,
      )
      .join(''),
  logo: () =>
    `<g transform="translate(400 215)"><circle r="120" fill="#ffffff" opacity="0.95"/>
<path d="M-62 22 L0 -40 L62 22 L62 70 L-62 70 Z" fill="#1f6f43"/><rect x="-14" y="30" width="28" height="40" fill="#ffffff"/>
<path d="M10 -78 C60 -98 92 -60 78 -14 C40 -20 10 -40 10 -78 Z" fill="#8bc34a"/></g>`,
};

/** A complete SVG document: sky, ground, the motif and a caption band with the title. */
export function illustrationSvg({ title, motif, sky }: Illustration): string {
  const label = escapeHtml(title);
  return `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" role="img" aria-label="${label}">
<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky[0]}"/><stop offset="1" stop-color="${sky[1]}"/></linearGradient></defs>
<rect width="${W}" height="${H}" fill="url(#sky)"/>
<path d="M0 410 Q200 380 400 400 T800 390 V500 H0 Z" fill="#7fb069"/>
${MOTIFS[motif]()}
<rect y="440" width="${W}" height="60" fill="#1f2a24" opacity="0.72"/>
<text x="32" y="480" font-family="Helvetica, Arial, sans-serif" font-size="26" font-weight="bold" fill="#ffffff">${label}</text>
</svg>
`;
}

export function illustrationBytes(illustration: Illustration): Uint8Array {
  return new TextEncoder().encode(illustrationSvg(illustration));
}
