/**
 * How long after a quote request or a newsletter sign-up its site e-mails may be asked for and its company
 * notification confirmed (docs/security.md#e-mails-du-site); a request still unconfirmed after that is shown
 * as failed in the back-office.
 */
export const VISITOR_REPLY_WINDOW_MS = 10 * 60 * 1000;
