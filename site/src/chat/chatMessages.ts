/** A message of the chat widget (docs/product.md#discussion); kept in the tab's session, hence a string date. */
export interface ChatMessage {
  id: string;
  text: string;
  isBot: boolean;
  /** ISO 8601. */
  timestamp: string;
}

// The texts below put a narrow no-break space before « ! » and « ? », as French typography wants: the mark never
// starts a line.

/** The panel's title, its accessible name too. */
export const CHAT_TITLE = 'Une question\u202f?';
export const CHAT_GREETING = 'Bonjour\u202f! Comment pouvons-nous vous aider dans votre projet\u202f?';
/** The automatic reply comes this long after each message the visitor sends. */
export const CHAT_REPLY_DELAY_MS = 1000;

// The way to answer, asked after the first question (docs/product.md#discussion).
export const CHAT_CONTACT_INTRO =
  'Pour qu’un expert vous réponde, laissez-nous votre nom et une adresse e-mail ou un numéro de téléphone.';
/** What the company does with what the visitor leaves: the quote form's purpose, said before sending. */
export const CHAT_PRIVACY_NOTE =
  'Vos coordonnées et votre question servent uniquement à vous répondre. Voir notre';
export const CHAT_NAME_REQUIRED = 'Veuillez indiquer votre nom.';
export const CHAT_WAY_REQUIRED =
  'Indiquez une adresse e-mail ou un numéro de téléphone pour que nous puissions vous répondre.';
export const CHAT_EMAIL_INVALID = 'Veuillez saisir une adresse e-mail valide (ex.\u202f: nom@domaine.fr).';
export const CHAT_PHONE_INVALID = 'Veuillez saisir un numéro de téléphone valide.';
export const CHAT_SEND_ERROR =
  'Votre question n’a pas pu être transmise. Réessayez, ou contactez-nous directement\u202f:';
export const CHAT_TOO_FAST =
  'Votre message est parti très vite, avant que nous puissions vérifier qu’il vient bien d’une personne\u202f: rien n’a été envoyé. Cliquez à nouveau sur « Envoyer ».';
export const CHAT_NO_SCRIPT =
  'L’envoi d’un message demande JavaScript, désactivé ou bloqué sur cette page. Joignez-nous directement\u202f:';

/** The chat's answer once the company has the question: it says where the answer will come. */
export function chatTransmitted(name: string, email: string, phone: string): string {
  const first = name.trim().split(/\s+/)[0] ?? '';
  return email
    ? `C’est noté, ${first}\u202f! Votre question est transmise à nos experts\u202f: nous vous répondrons par e-mail à ${email}, où un message de confirmation vient de partir.`
    : // The number never breaks across lines (no-break spaces).
      `C’est noté, ${first}\u202f! Votre question est transmise à nos experts\u202f: nous vous rappellerons au ${phone.replace(/ /g, '\u00a0')}.`;
}

let sequence = 0;

export function createMessage(text: string, isBot: boolean, timestamp: Date = new Date()): ChatMessage {
  sequence += 1;
  // The time keeps ids apart from a conversation carried from an earlier page (chatSession.ts), numbered from 1 too.
  return { id: `chat-${timestamp.getTime()}-${sequence}`, text, isBot, timestamp: timestamp.toISOString() };
}

const TIME = new Intl.DateTimeFormat('fr-FR', {
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/Paris',
});

/** "14:05", Paris time. */
export const formatChatTime = (iso: string): string => TIME.format(new Date(iso));
