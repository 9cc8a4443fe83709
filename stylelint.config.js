/**
 * The site's CSS against package.json's `browserslist`: a feature some supported browser lacks fails unless an
 * `@supports` tests it (pipeline/stylelint/unsupportedCss.js). A feature whose fallback is the cascade itself is
 * ignored here by name, saying what those browsers get instead (docs/islands.md#navigateurs-pris-en-charge).
 */
const RULE = 'compat/no-unsupported-css';

const EVERYWHERE = [
  // `resize` on a text area: Safari on iOS draws no handle; the field keeps its height and scrolls.
  'css-resize',
  // `cursor`: phones and tablets (Safari on iOS, Firefox for Android, Samsung Internet) show no pointer at all.
  'css3-cursors',
];

export default {
  plugins: ['./pipeline/stylelint/unsupportedCss.js'],
  rules: { [RULE]: [true, { ignore: EVERYWHERE }] },
  overrides: [
    {
      // The phone menu is anchored under the header bar. Without anchors (Firefox before 147, Safari 18), the
      // browser drops `anchor-name`, `position-anchor` and `top: anchor(…)`, and `inset`'s 71 px, the bar's
      // height, places it.
      files: ['site/src/styles/global.css'],
      rules: { [RULE]: [true, { ignore: [...EVERYWHERE, 'css-anchor-positioning'] }] },
    },
  ],
};
