import { DEFAULT_COMPANY } from '@shared/domain/company';
import type { StoredTemplate } from '@shared/domain/templates';
import { escapeHtml } from '@shared/email/escape';
import { button, EMAIL_COLORS, emailLayout } from '@shared/email/layout';
import { deName } from '@shared/text/elision';
import { ago, stored } from './util';

const c = EMAIL_COLORS;
const company = DEFAULT_COMPANY;
/** Filled when the e-mail is sent with the address of the site that sends it (docs/newsletter.md#champs-des-modèles). */
const site = '{siteUrl}';

const p = (html: string) => `<p style="margin:0 0 14px;">${html}</p>`;
const h2 = (text: string) =>
  `<h2 style="margin:22px 0 8px;font-size:17px;color:${c.green};">${escapeHtml(text)}</h2>`;
const list = (items: string[]) =>
  `<ul style="margin:0 0 14px;padding-left:20px;">${items.map((i) => `<li style="margin:0 0 6px;">${i}</li>`).join('')}</ul>`;
const highlight = (html: string) =>
  `<div style="margin:18px 0;padding:16px 18px;background:${c.greenLight};border-left:4px solid ${c.green};border-radius:6px;">${html}</div>`;

/** Marketing emails carry a way out; the sender fills {unsubscribeUrl} per recipient. */
const unsubscribeFooter = `<br /><span style="display:inline-block;margin-top:8px;">Vous recevez cet e-mail car vous êtes inscrit(e) à nos communications. <a href="{unsubscribeUrl}" style="color:${c.green};">Se désinscrire</a></span>`;

const newsletterHtml = emailLayout(
  // {month} is « avril 2026 »: no « de » before it, which « avril » or « août » would elide.
  'Votre newsletter — {month}',
  [
    p('Bonjour,'),
    p(
      `Voici les nouvelles du mois ${escapeHtml(deName(company.name))} : un conseil pour alléger vos factures, ` +
        'un chantier qui nous a rendus fiers et les aides à ne pas laisser passer.',
    ),
    h2('Le conseil du mois : commencer par les combles'),
    p(
      'Jusqu’à 30 % de la chaleur d’une maison non isolée s’échappe par la toiture. Isoler les combles perdus se fait ' +
        'en une à deux journées et réduit nettement la facture de chauffage dès le premier hiver.',
    ),
    h2('Chantier du mois : une extension bois à Montivilliers'),
    p(
      '28 m² de pièce de vie supplémentaire, une ossature bois préfabriquée en atelier et montée en quatre semaines, ' +
        'avec une isolation conforme à la RE2020. La famille profite désormais d’une grande pièce lumineuse ouverte ' +
        'sur le jardin.',
    ),
    h2('Les aides à la rénovation'),
    list([
      'MaPrimeRénov’ pour l’isolation, les pompes à chaleur et la ventilation ;',
      'les certificats d’économies d’énergie (CEE) ;',
      'l’éco-prêt à taux zéro et la TVA réduite à 5,5 %.',
    ]),
    p('Nous montons les dossiers pour vous : vous n’avancez que ce qui reste à votre charge.'),
    highlight(
      `<strong>Diagnostic énergétique offert</strong><br />Un technicien visite votre logement et vous remet un plan de ` +
        `travaux chiffré, sans engagement. Réponse sous 24 h.`,
    ),
    `<p style="margin:18px 0 0;text-align:center;">${button(`${site}/contact`, 'Demander mon diagnostic')}</p>`,
  ].join('\n'),
  { footerExtraHtml: unsubscribeFooter },
);

const promotionHtml = emailLayout(
  'Offre spéciale rénovation : jusqu’à -30 %',
  [
    p('Bonjour,'),
    p(
      'Pour préparer l’hiver, nous vous offrons <strong>jusqu’à 30 % de remise</strong> sur la main-d’œuvre de vos ' +
        'travaux de rénovation énergétique et de domotique.',
    ),
    list([
      '<strong>-30 %</strong> sur l’isolation des combles et des murs ;',
      '<strong>-20 %</strong> sur l’installation d’une pompe à chaleur air/eau ;',
      '<strong>-15 %</strong> sur l’équipement domotique : thermostats connectés, volets et éclairage pilotés.',
    ]),
    p('Ces remises se cumulent avec les aides de l’État (MaPrimeRénov’, CEE), que nous montons pour vous.'),
    highlight(
      '<strong>Offre valable jusqu’au 31 décembre 2024</strong>, pour tout devis signé avant cette date. ' +
        'Remise calculée sur la main-d’œuvre, hors fournitures, non cumulable avec une autre promotion.',
    ),
    `<p style="margin:18px 0 0;text-align:center;">${button(`${site}/contact`, 'J’en profite : devis gratuit')}</p>`,
  ].join('\n'),
  { footerExtraHtml: unsubscribeFooter },
);

const welcomeHtml = emailLayout(
  `Bienvenue chez ${company.name}`,
  [
    p('Bonjour {firstName},'),
    p(
      `Merci de votre confiance ! Toute l’équipe ${escapeHtml(deName(company.name))} est ravie de vous compter parmi ` +
        'nous. Depuis Le Havre, nous accompagnons les particuliers de la région dans leurs projets de rénovation ' +
        'énergétique, d’extension à ossature bois et de maison connectée.',
    ),
    h2('Ce que nous pouvons faire pour vous'),
    list([
      'un diagnostic énergétique de votre logement et un plan de travaux chiffré ;',
      'des travaux réalisés par une seule équipe, du devis à la réception ;',
      'le montage de vos dossiers d’aides financières ;',
      'un suivi après chantier et des garanties claires.',
    ]),
    p(
      `Une question ? Répondez simplement à cet e-mail ou appelez-nous au <strong>${escapeHtml(company.phone)}</strong> ` +
        `(${escapeHtml(company.openingHours)}). Nous répondons sous 24 h.`,
    ),
    `<p style="margin:18px 0 0;text-align:center;">${button(`${site}/portfolio`, 'Découvrir nos réalisations')}</p>`,
    p(`<br />À très bientôt,<br />L’équipe ${escapeHtml(company.name)}`),
  ].join('\n'),
);

/** The three built-in templates (ids of the form 'template-N', docs/product.md#modèles-et-médias). */
export function seedTemplates(now: Date): StoredTemplate[] {
  return [
    stored('template-1', ago(now, 40), {
      name: 'Newsletter mensuelle',
      subject: 'Nos nouvelles, édition {month} : conseils, chantiers et aides à la rénovation',
      content: newsletterHtml,
      type: 'newsletter' as const,
    }),
    stored('template-2', ago(now, 35), {
      name: 'Offre promotionnelle',
      subject: 'Jusqu’à {discount} de remise sur votre rénovation énergétique',
      content: promotionHtml,
      type: 'promotion' as const,
    }),
    stored('template-3', ago(now, 30), {
      name: 'E-mail de bienvenue',
      subject: `Bienvenue chez ${company.name} !`,
      content: welcomeHtml,
      type: 'welcome' as const,
    }),
  ];
}
