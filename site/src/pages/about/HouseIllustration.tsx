import styles from './AboutPage.module.css';

/** Drawn when no team photo is stored: a wooden-frame house with a solar roof, in the site's palette. */
export function HouseIllustration() {
  return (
    <svg className={styles.illustration} viewBox="0 0 320 240" width="320" height="240" aria-hidden="true">
      <rect x="0" y="200" width="320" height="40" className={styles.illGround} />
      <path d="M60 120 L160 50 L260 120 Z" className={styles.illRoof} />
      <path d="M95 98 L160 52 L190 73 L125 119 Z" className={styles.illSolar} />
      <rect x="75" y="118" width="170" height="82" className={styles.illWall} />
      {[95, 115, 135, 155, 175, 195, 215].map((x) => (
        <line key={x} x1={x} y1="120" x2={x} y2="200" className={styles.illBoard} />
      ))}
      <rect x="145" y="150" width="30" height="50" rx="2" className={styles.illDoor} />
      <rect x="95" y="140" width="34" height="28" rx="2" className={styles.illWindow} />
      <rect x="191" y="140" width="34" height="28" rx="2" className={styles.illWindow} />
      <circle cx="270" cy="50" r="18" className={styles.illSun} />
    </svg>
  );
}
