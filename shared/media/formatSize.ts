/** French units (octet, kilo-octet…), base 1024 as the site displays them (docs/product.md#langue). */
const SIZE_UNITS = ['o', 'Ko', 'Mo', 'Go'] as const;

const NUMBER = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2 });

/**
 * Bytes in o, Ko, Mo or Go (base 1024), at most 2 decimals, French decimal comma and a no-break space before
 * the unit: `1,5 Ko`.
 */
export function formatSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return `0\u00a0${SIZE_UNITS[0]}`;
  const exponent = Math.min(Math.floor(Math.log(bytes) / Math.log(1024)), SIZE_UNITS.length - 1);
  const value = Math.round((bytes / 1024 ** exponent) * 100) / 100;
  return `${NUMBER.format(value)}\u00a0${SIZE_UNITS[exponent]}`;
}
