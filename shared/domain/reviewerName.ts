// Zod-free: the home page shows reviewers' names without loading the schema library.
/**
 * How a reviewer is shown on the public site: first name and initial of the last name ("Claire D."), never the
 * full name or the e-mail (docs/newsletter.md#avis-publiés). Applied again to its own result it changes nothing.
 */
export function reviewerDisplayName(name: string): string {
  const [first, ...rest] = name.trim().split(/\s+/).filter(Boolean);
  if (!first) return '';
  const initial = rest[0]?.[0];
  return initial ? `${first} ${initial.toLocaleUpperCase('fr-FR')}.` : first;
}
