import type { StoredMessage } from '@shared/domain/messages';
import { ago, SEED_ADMIN_EMAIL, stored } from './util';

/** Sample quote requests of the last weeks, in every status and priority. */
export function seedMessages(now: Date): StoredMessage[] {
  const message = (
    id: number,
    date: string,
    fields: Omit<StoredMessage, '_id' | 'createdAt' | 'updatedAt' | 'date' | 'source'>,
  ) => stored(`message-${id}`, date, { ...fields, date, source: 'contact_form' as const });

  const replyDate = ago(now, 8, 20);
  return [
    message(1, ago(now, 0, 2), {
      name: 'Sophie Martin',
      email: 'sophie.martin@example.fr',
      phone: '06 12 34 56 78',
      postalCode: '76620',
      subject: 'Diagnostic énergétique',
      message:
        'Bonjour,\n\nNous venons d’acheter une maison de 1965 à Sanvic (110 m², chauffage au fioul). Les factures ' +
        'de l’hiver dernier dépassaient 3 000 €. Pourriez-vous réaliser un diagnostic énergétique et nous dire ' +
        'par quels travaux commencer ?\n\nNous sommes disponibles le samedi matin.\n\nMerci,\nSophie Martin',
      status: 'unread',
      priority: 'high',
      notificationStatus: 'sent',
    }),
    message(2, ago(now, 1, 5), {
      name: 'Julien Leroy',
      email: 'julien.leroy@example.com',
      phone: '06 98 76 54 32',
      postalCode: '76290',
      subject: 'Ossature bois',
      message:
        'Bonjour, nous aimerions agrandir notre maison à Montivilliers avec une extension en bois d’environ ' +
        '25 m² côté jardin, pour créer une chambre et une salle d’eau. Quels sont les délais et l’ordre de prix ? ' +
        'Faut-il un permis de construire ?',
      status: 'unread',
      priority: 'medium',
      notificationStatus: 'sent',
    }),
    message(3, ago(now, 4, 3), {
      name: 'Claire Dubois',
      email: 'c.dubois@example.org',
      phone: '02 35 11 22 33',
      company: 'SCI Les Docks',
      postalCode: '76600',
      subject: 'Rénovation énergétique',
      message:
        'Bonjour,\n\nNotre SCI possède un petit immeuble de 6 logements quartier Saint-François. Nous souhaitons ' +
        'améliorer son DPE (classe F aujourd’hui) avant de relouer : isolation, menuiseries et chauffage.\n\n' +
        'Pouvez-vous nous proposer une visite ?\n\nCordialement,\nClaire Dubois, gérante',
      status: 'read',
      priority: 'medium',
      notificationStatus: 'sent',
    }),
    {
      ...message(4, ago(now, 9, 4), {
        name: 'Thomas Petit',
        email: 'thomas.petit@example.fr',
        phone: '07 45 67 89 01',
        postalCode: '76930',
        subject: 'IA domestique',
        message:
          'Bonjour, je voudrais piloter le chauffage, les volets et l’éclairage de ma maison depuis mon téléphone, ' +
          'et si possible par la voix. La maison date de 2010. Est-ce faisable sans tout recâbler ?',
        status: 'read',
        priority: 'low',
        notificationStatus: 'sent',
        replies: [
          {
            subject: 'Re: IA domestique',
            message:
              'Bonjour Monsieur Petit,\n\nOui, c’est tout à fait possible avec des modules sans fil, sans ' +
              'recâblage. Nous vous proposons une visite mardi prochain à 10 h pour établir le devis.\n\n' +
              'Bien cordialement,\nL’équipe',
            sentAt: replyDate,
            sentBy: SEED_ADMIN_EMAIL,
          },
        ],
      }),
      updatedAt: replyDate,
    },
    message(5, ago(now, 16, 1), {
      name: 'Nathalie Moreau',
      email: 'nathalie.moreau@example.net',
      phone: '06 23 45 67 89',
      postalCode: '76700',
      subject: 'Travaux généraux',
      message:
        'Bonjour, nous cherchons une entreprise pour refaire la salle de bains et poser un parquet dans deux ' +
        'chambres à Harfleur. Les travaux pourraient démarrer au printemps.',
      status: 'archived',
      priority: 'low',
      notificationStatus: 'sent',
    }),
    message(6, ago(now, 22, 6), {
      name: 'Karim Benali',
      email: 'karim.benali@example.com',
      phone: '06 34 56 78 90',
      postalCode: '76310',
      subject: 'Rénovation énergétique',
      message:
        'Bonjour,\n\nNotre chaudière gaz a 20 ans et vient de tomber en panne. Nous envisageons une pompe à chaleur ' +
        'air/eau pour notre maison de Sainte-Adresse (140 m²). Pouvez-vous nous rappeler rapidement ? Nous ' +
        'aimerions aussi savoir à quelles aides nous avons droit.\n\nMerci d’avance.',
      status: 'unread',
      priority: 'high',
      notificationStatus: 'sent',
    }),
  ];
}
