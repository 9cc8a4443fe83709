import type { Project } from '@shared/domain/projects';

/** A portfolio project as shipped: the portfolio renders these until (or unless) the stored `projects` load. */
export type DefaultProject = Project & { _id: string };

/**
 * Six completed projects around Le Havre (the seed stores the same). Their images are files of the site itself
 * (site/public/images/projets, 640×480 SVG), so they show even when the backend is down.
 */
export const DEFAULT_PROJECTS: readonly DefaultProject[] = [
  {
    _id: 'project-1',
    title: 'Rénovation globale d’une maison des années 1930',
    place: 'Sainte-Adresse',
    service: 'Rénovation Énergétique',
    year: 2024,
    summary:
      'Isolation des combles et des murs, menuiseries neuves et VMC double flux\u00a0: la maison est passée de la ' +
      'classe F à la classe C, avec 45\u202f% d’énergie consommée en moins.',
    image: '/images/projets/sainte-adresse.svg',
    imageAlt: 'Maison rénovée à Sainte-Adresse',
  },
  {
    _id: 'project-2',
    title: 'Extension à ossature bois de 28 m²',
    place: 'Montivilliers',
    service: 'Extension de Maison',
    year: 2024,
    summary:
      'Une pièce de vie ouverte sur le jardin, préfabriquée en atelier et montée en quatre semaines, avec une ' +
      'isolation en fibre de bois et un bardage en mélèze.',
    image: '/images/projets/montivilliers.svg',
    imageAlt: 'Extension en bois accolée à une maison à Montivilliers',
  },
  {
    _id: 'project-3',
    title: 'Maison connectée de A à Z',
    place: 'Octeville-sur-Mer',
    service: 'Maison Connectée',
    year: 2025,
    summary:
      'Chauffage pièce par pièce, volets, éclairage et alarme pilotés depuis un smartphone, sans recâblage, et ' +
      'un tableau de bord des consommations.',
    image: '/images/projets/octeville-sur-mer.svg',
    imageAlt: 'Maison connectée à Octeville-sur-Mer',
  },
  {
    _id: 'project-4',
    title: 'Rénovation d’un appartement Perret',
    place: 'Le Havre — centre reconstruit',
    service: 'Travaux généraux',
    year: 2025,
    summary:
      'Cuisine et salle d’eau refaites, électricité remise aux normes et parquet restauré, dans le respect du ' +
      'patrimoine classé de l’architecte Auguste Perret.',
    image: '/images/projets/le-havre-perret.svg',
    imageAlt: 'Immeuble Perret du centre du Havre',
  },
  {
    _id: 'project-5',
    title: 'Panneaux solaires et pompe à chaleur',
    place: 'Harfleur',
    service: 'Rénovation Énergétique',
    year: 2023,
    summary:
      '6 kWc de panneaux photovoltaïques en autoconsommation et une pompe à chaleur air/eau à la place d’une ' +
      'chaudière fioul\u00a0: une facture énergétique divisée par deux.',
    image: '/images/projets/harfleur.svg',
    imageAlt: 'Maison équipée de panneaux solaires à Harfleur',
  },
  {
    _id: 'project-6',
    title: 'Contrat d’entretien d’une pompe à chaleur',
    place: 'Étretat',
    service: 'Maintenance & Support',
    year: 2026,
    summary:
      'Reprise de l’entretien d’une pompe à chaleur installée par un autre artisan\u00a0: diagnostic, réglages et ' +
      'suivi annuel, pour un rendement retrouvé dès le premier hiver.',
    image: '/images/projets/etretat.svg',
    imageAlt: 'Pompe à chaleur installée à côté d’une maison à Étretat',
  },
];
