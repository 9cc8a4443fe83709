import { ABUSE } from '@shared/domain/constants';

export interface BotSignals {
  /** Value of the hidden honeypot field: people never see it, naive bots fill it. */
  honeypot: string;
  /** When the form appeared, and when it was submitted (ms). */
  shownAt: number | null;
  submittedAt: number;
}

/** Whether to drop a submission silently (docs/product.md#robots): honeypot filled, or sent in under 3 s. */
export function isLikelyBot({ honeypot, shownAt, submittedAt }: BotSignals): boolean {
  if (honeypot.trim() !== '') return true;
  return shownAt === null || submittedAt - shownAt < ABUSE.minFillMs;
}
