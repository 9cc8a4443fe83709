/**
 * Words and spellings no visible text may hold (docs/product.md#langue), read by e2e/words.e2e.ts on every
 * public page and back-office screen: English interface words, byte units in English, a straight apostrophe
 * inside a word, any other spelling of « e-mail », and a translation key shown instead of its text.
 */
export interface DenyRule {
  /** What the rule forbids, printed beside each offending text. */
  name: string;
  pattern: RegExp;
}

/** English words a French interface must not show (a word, in any case: « Enregistrer » is fine, « Save » is not). */
const ENGLISH_WORDS = [
  'Loading',
  'Save',
  'Cancel',
  'Delete',
  'Search',
  'Next',
  'Previous',
  'Rows per page',
  'Upload',
  'Uploading',
  'Templates',
  'Dashboard',
  'Settings',
  'Error',
  'Not found',
  'Unexpected',
  'Submit',
  'Edit',
  'Close',
  'Sign in',
  'Sign out',
  'Logout',
  'Password',
  'Welcome',
  'Refresh',
  'Window',
  'Failed',
  'Desktop',
];

export const DENY_RULES: readonly DenyRule[] = [
  ...ENGLISH_WORDS.map((word) => ({
    name: `mot anglais « ${word} »`,
    pattern: new RegExp(`(?<![\\p{L}\\d-])${word.replace(' ', '\\s+')}(?![\\p{L}\\d-])`, 'iu'),
  })),
  // MUI writes buttons in capitals: the labels themselves are right, their display is not.
  { name: 'bouton en capitales « DESKTOP » / « MOBILE »', pattern: /\b(?:DESKTOP|MOBILE)\b/ },
  { name: 'unité anglaise (o, Ko, Mo, Go)', pattern: /\d[\s\u00a0\u202f]*(?:[kKMGT]?B|[KMGT]b)\b/ },
  { name: 'apostrophe droite dans un mot (’)', pattern: /\p{L}'\p{L}/u },
  { name: '« email » au lieu de « e-mail »', pattern: /(?<![\p{L}\d-])e?mails?(?![\p{L}\d-])/iu },
  // A screen shown before its texts arrived (backoffice/src/i18n/lazyScreen.ts) would show their keys.
  {
    name: 'clé de traduction au lieu de son texte',
    pattern: /(?<![\p{L}\d.])(?:app|ra|resources)\.[a-z_]+(?:\.[a-z_]+)+/u,
  },
  { name: '« e-mail » mal orthographié', pattern: /(?<![\p{L}\d])e-Mails?|E-Mail|courriels?(?![\p{L}\d])/u },
];

/**
 * Texts the product decisions fix word for word (docs/product.md#langue: « ces libellés-là gardent leur graphie
 * d’origine ») although they hold a denied word; removed from a text before the rules apply, so only these exact
 * wordings pass, never the word elsewhere.
 */
export const IMPOSED_WORDINGS: readonly string[] = [
  // Email templates screen.
  'Templates Email',
  'Templates disponibles',
  'Créez et gérez vos templates d’email marketing',
  'Sujet de l’email',
  'Erreur lors du chargement des templates',
  // Dashboard stat card.
  'Emails Envoyés',
  // Media library.
  'Erreur lors de l’upload de l’image',
  'Erreur lors de l’upload',
];

/** Addresses, paths and links name things, they are not words: « /email-preferences », « a@b.fr ». */
const NOT_WORDS = /\S*[@/]\S*/g;

/** The rules `text` breaks (empty when it is clean). */
export function offences(text: string): string[] {
  let words = text.replace(NOT_WORDS, ' ');
  for (const wording of IMPOSED_WORDINGS) words = words.split(wording).join(' ');
  return DENY_RULES.filter((rule) => rule.pattern.test(words)).map((rule) => rule.name);
}
