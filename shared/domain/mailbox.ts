/**
 * One key per mailbox (docs/newsletter.md#une-boîte-un-abonné): lower case, without `+tag`, and for Gmail without
 * the dots it ignores (`googlemail.com` is `gmail.com`). `Jean.Dupont+1@Example.com` → `jean.dupont@example.com`.
 * The rate limits, the subscribers and the campaign deliveries all use this one rule.
 */
export function normaliseAddress(email: string): string {
  const lower = email.trim().toLowerCase();
  const at = lower.lastIndexOf('@');
  if (at <= 0) return lower;
  let local = lower.slice(0, at);
  let domain = lower.slice(at + 1);
  const plus = local.indexOf('+');
  if (plus > 0) local = local.slice(0, plus);
  if (domain === 'googlemail.com') domain = 'gmail.com';
  if (domain === 'gmail.com') local = local.replaceAll('.', '');
  return `${local}@${domain}`;
}
