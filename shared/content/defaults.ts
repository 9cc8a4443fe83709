import { DEFAULT_COMPANY } from '@shared/domain/company';
import type { ContentSection, SectionContent } from '@shared/domain/content';

export type DefaultContent = { [S in ContentSection]: SectionContent<S> };

const company = DEFAULT_COMPANY;

/**
 * The editable texts of the public site, as shipped. The emulator seeds one `content` document per section from
 * them, and the site renders them while the stored content loads (or if it cannot): the single source of these
 * texts. Images are empty here because a built-in default must not point at a stored file; pages draw their own
 * illustration when an image is empty.
 */
export const DEFAULT_CONTENT: DefaultContent = {
  home: {
    section: 'home',
    heroTitle: 'Rénovation énergétique et maison connectée au Havre',
    heroSubtitle: 'Un logement plus sobre, plus confortable et plus intelligent, avec un seul interlocuteur.',
    heroDescription:
      'Diagnostic énergétique, isolation, pompe à chaleur, extension à ossature bois et domotique\u00a0: nous ' +
      'concevons et réalisons vos travaux de A à Z, au Havre et dans toute la Seine-Maritime. Jusqu’à 40\u202f% ' +
      'd’économies d’énergie, un devis gratuit et une réponse sous 24\u00a0h.',
    heroImage: '',
    heroImageAlt: 'Maison rénovée avec panneaux solaires, extension à ossature bois et pompe à chaleur',
    aboutTitle: 'Une entreprise havraise, 15 ans d’expertise',
    aboutDescription:
      'Fondée en 2023 au Havre, notre entreprise réunit des artisans et des ingénieurs qui cumulent 15 ans ' +
      'd’expérience dans le bâtiment, l’énergie et les technologies de la maison. Plus de 30 projets menés à bien ' +
      'en Normandie, des clients satisfaits et des chantiers suivis de bout en bout par la même équipe.',
    servicesTitle: 'Nos services',
    servicesDescription:
      'De l’audit énergétique à la maison pilotée par l’intelligence artificielle, nous vous accompagnons à chaque ' +
      'étape\u00a0: conseil, conception, travaux, aides financières et suivi après chantier.',
  },
  about: {
    section: 'about',
    title: 'À propos de nous',
    description:
      'Nous sommes une entreprise du Havre, créée en 2023, spécialisée dans la rénovation énergétique, ' +
      'l’extension de maison à ossature bois et la maison connectée. Notre équipe de 5 personnes rassemble 15 ans ' +
      'd’expertise du bâtiment, de l’énergie et de la domotique.\n\n' +
      'Notre conviction\u00a0: un logement bien rénové consomme moins, se vit mieux et prend de la valeur. Nous ' +
      'réalisons des travaux durables, adaptés au climat normand, et nous intégrons les technologies utiles — ' +
      'thermostats intelligents, pilotage du chauffage, suivi des consommations — sans jamais compliquer votre ' +
      'quotidien.\n\n' +
      'Excellence, innovation et engagement guident chacun de nos plus de 30 projets\u00a0: un interlocuteur unique, ' +
      'des devis clairs, une réponse sous 24\u00a0h et des chantiers tenus dans les délais.',
    teamImage: '',
    teamImageAlt: 'L’équipe de l’entreprise',
  },
  services: {
    section: 'services',
    title: 'Nos services',
    description:
      'Quatre métiers complémentaires pour rendre votre logement plus économe, plus grand et plus intelligent, ' +
      'réalisés par une seule équipe du diagnostic jusqu’au service après-vente.',
    services: [
      {
        title: 'Rénovation Énergétique',
        description:
          'Isolation, chauffage, ventilation et énergies renouvelables\u00a0: réduisez durablement vos factures et ' +
          'gagnez en confort, avec jusqu’à 40\u202f% d’économies d’énergie.',
      },
      {
        title: 'Extension de Maison',
        description:
          'Agrandissez votre maison avec une extension à ossature bois\u00a0: rapide à construire, performante et ' +
          'chaleureuse.',
      },
      {
        title: 'Maison Connectée',
        description:
          'Chauffage, éclairage, volets et sécurité pilotés simplement, depuis votre téléphone ou à la voix.',
      },
      {
        title: 'Maintenance & Support',
        description:
          'Entretien, dépannage et assistance\u00a0: vos équipements restent performants, et vous gardez un ' +
          'interlocuteur unique.',
      },
    ],
  },
  contact: {
    section: 'contact',
    title: 'Demandez votre devis gratuit',
    description:
      'Décrivez-nous votre projet\u00a0: rénovation énergétique, extension, maison connectée ou travaux. Nous vous ' +
      'répondons sous 24\u00a0h pour convenir d’une visite ou d’un premier échange, sans engagement.',
    address: `${company.address}, ${company.postalCode} ${company.city}`,
    phone: company.phone,
    email: company.email,
  },
  footer: { section: 'footer', ...company },
};

/** Default content of one section (a fresh copy: callers may edit it). */
export function defaultContent<S extends ContentSection>(section: S): SectionContent<S> {
  return structuredClone(DEFAULT_CONTENT[section]);
}
