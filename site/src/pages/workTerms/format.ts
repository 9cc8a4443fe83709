/** French number formatting for the figures of the sales terms: 5.5 → « 5,5 % », '1-2' → « 1 à 2 jours ». */
export const percent = (value: number): string => `${String(value).replace('.', ',')}\u00a0%`;

export const dayRange = (range: string): string => {
  const [from, to] = range.split('-');
  return to ? `${from} à ${to} jours` : `${from} jour${from === '1' ? '' : 's'}`;
};
