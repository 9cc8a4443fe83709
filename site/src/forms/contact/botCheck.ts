export interface BotSignals {
  /** Value of the hidden honeypot field: people never see it nor can a browser fill it, naive bots do. */
  honeypot: string;
  /** When the form appeared (the page was shown, or the form came back after a request) and when it was sent (ms). */
  shownAt: number;
  submittedAt: number;
}

/** People take at least this long to fill the quote form; a faster submission is likely a script's. */
export const MIN_HUMAN_FILL_MS = 3000;

/**
 * What to do with a submission (docs/product.md#robots): `bot` (honeypot filled: dropped, the robot sees the usual
 * success), `too-fast` (under 3 s: nothing sent, and the visitor is told so and may send again: never a fake
 * success, a real person can be that fast) or `send`.
 */
export function botVerdict({ honeypot, shownAt, submittedAt }: BotSignals): 'bot' | 'too-fast' | 'send' {
  if (honeypot.trim() !== '') return 'bot';
  return submittedAt - shownAt < MIN_HUMAN_FILL_MS ? 'too-fast' : 'send';
}

/**
 * When the page was shown to the visitor (ms since the epoch): the navigation's start, not the wake of the form's
 * code. On a slow connection the fields work (plain HTML) long before the code arrives; counting from the wake
 * dropped people who had filled the form meanwhile.
 */
export function pageShownAt(): number {
  return typeof performance === 'undefined' ? Date.now() : Math.round(performance.timeOrigin);
}
