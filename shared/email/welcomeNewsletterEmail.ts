import { DEFAULT_COMPANY, type CompanyInfo } from '@shared/domain/company';
import { EMAIL_POLICY } from '@shared/domain/preferences';
import { deName } from '@shared/text/elision';
import { escapeHtml } from './escape';
import { button, companyFooterText, emailLayout, EMAIL_COLORS, type BuiltEmail } from './layout';

/** Filled server-side by the platform (the emulator) with the subscriber's HMAC token. */
export const UNSUBSCRIBE_TOKEN_PLACEHOLDER = '{{unsubscribeToken}}';

export interface WelcomeNewsletterInput {
  email: string;
  /** Public address of the site, without trailing slash (config.siteUrl). */
  siteUrl: string;
  company?: CompanyInfo;
}

/** Link to a subscription page with the e-mail and the token placeholder, as the unsubscribe pages expect. */
export function subscriptionLink(
  siteUrl: string,
  page: 'unsubscribe' | 'email-preferences',
  email: string,
): string {
  const base = siteUrl.replace(/\/+$/, '');
  return `${base}/${page}?email=${encodeURIComponent(email)}&token=${UNSUBSCRIBE_TOKEN_PLACEHOLDER}`;
}

/** « Gérer mes préférences · Se désinscrire », or the first link alone when the e-mail already has the second. */
export function subscriptionLinksHtml(preferencesUrl: string, unsubscribeUrl?: string): string {
  const link = (href: string, label: string) =>
    `<a href="${escapeHtml(href)}" style="color:${EMAIL_COLORS.green};">${label}</a>`;
  const links = [link(preferencesUrl, 'Gérer mes préférences')];
  if (unsubscribeUrl) links.push(link(unsubscribeUrl, 'Se désinscrire'));
  return links.join(' · ');
}

/** The welcome email of a new newsletter subscriber (monthly newsletter). */
export function welcomeNewsletterEmail({
  email,
  siteUrl,
  company = DEFAULT_COMPANY,
}: WelcomeNewsletterInput): BuiltEmail {
  const unsubscribeUrl = subscriptionLink(siteUrl, 'unsubscribe', email);
  const preferencesUrl = subscriptionLink(siteUrl, 'email-preferences', email);
  const perWeek = EMAIL_POLICY.maxPerWeek;
  const html = emailLayout(
    'Bienvenue dans notre newsletter',
    `<p style="margin:0 0 12px;">Bonjour,</p>
<p style="margin:0 0 12px;">Merci de votre inscription à la newsletter ${escapeHtml(deName(company.name))} avec l’adresse <strong>${escapeHtml(email)}</strong>.</p>
<p style="margin:0 0 8px;">Chaque mois, vous recevrez :</p>
<ul style="margin:0 0 12px;padding-left:20px;">
<li>nos conseils pour réduire votre consommation d’énergie ;</li>
<li>les nouveautés en rénovation énergétique, domotique et extensions bois ;</li>
<li>nos réalisations au Havre et dans ses environs.</li>
</ul>
<p style="margin:0 0 20px;">Nous vous écrivons au plus ${perWeek} fois par semaine.</p>
<p style="margin:0 0 20px;">${button(`${siteUrl.replace(/\/+$/, '')}/services`, 'Découvrir nos services')}</p>`,
    {
      company,
      footerExtraHtml: `<br /><br />${subscriptionLinksHtml(preferencesUrl, unsubscribeUrl)}`,
    },
  );
  const text = [
    'Bonjour,',
    '',
    `Merci de votre inscription à la newsletter ${deName(company.name)} avec l’adresse ${email}.`,
    '',
    'Chaque mois, vous recevrez :',
    '- nos conseils pour réduire votre consommation d’énergie ;',
    '- les nouveautés en rénovation énergétique, domotique et extensions bois ;',
    '- nos réalisations au Havre et dans ses environs.',
    '',
    `Nous vous écrivons au plus ${perWeek} fois par semaine.`,
    '',
    `Découvrir nos services : ${siteUrl.replace(/\/+$/, '')}/services`,
    '',
    `Gérer mes préférences : ${preferencesUrl}`,
    `Se désinscrire : ${unsubscribeUrl}`,
    '',
    '--',
    companyFooterText(company),
  ].join('\n');
  return { subject: `Bienvenue dans la newsletter ${deName(company.name)}`, html, text };
}
