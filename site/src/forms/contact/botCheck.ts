export interface BotSignals {
  /** Value of the hidden honeypot field: people never see it, naive bots fill it. */
  honeypot: string;
  /** When the form appeared, and when it was submitted (ms). */
  shownAt: number | null;
  submittedAt: number;
}

/** People take at least this long to fill the quote form; a faster submission is a script's. */
export const MIN_HUMAN_FILL_MS = 3000;

/** Whether to drop a submission silently (docs/product.md#robots): honeypot filled, or sent in under 3 s. */
export function isLikelyBot({ honeypot, shownAt, submittedAt }: BotSignals): boolean {
  if (honeypot.trim() !== '') return true;
  return shownAt === null || submittedAt - shownAt < MIN_HUMAN_FILL_MS;
}
