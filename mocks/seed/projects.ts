import type { StoredProject } from '../../shared/domain/projects';
import { seedFileUrl } from './files';
import { ago, stored } from './util';

/** Six completed projects around Le Havre for the portfolio page. */
export function seedProjects(now: Date): StoredProject[] {
  const at = ago(now, 25);
  return [
    stored('project-1', at, {
      title: 'Rénovation globale d’une maison des années 1930',
      place: 'Sainte-Adresse',
      service: 'Rénovation Énergétique',
      year: 2024,
      summary:
        'Isolation des combles et des murs, menuiseries neuves et VMC double flux : la maison est passée de la ' +
        'classe F à la classe C, avec 45 % d’énergie consommée en moins.',
      image: seedFileUrl('projectSainteAdresse'),
      imageAlt: 'Maison rénovée à Sainte-Adresse',
    }),
    stored('project-2', at, {
      title: 'Extension à ossature bois de 28 m²',
      place: 'Montivilliers',
      service: 'Extension de Maison',
      year: 2024,
      summary:
        'Une pièce de vie ouverte sur le jardin, préfabriquée en atelier et montée en quatre semaines, avec une ' +
        'isolation en fibre de bois et un bardage en mélèze.',
      image: seedFileUrl('projectMontivilliers'),
      imageAlt: 'Extension en bois accolée à une maison à Montivilliers',
    }),
    stored('project-3', at, {
      title: 'Maison connectée de A à Z',
      place: 'Octeville-sur-Mer',
      service: 'Maison Connectée',
      year: 2025,
      summary:
        'Chauffage pièce par pièce, volets, éclairage et alarme pilotés depuis un smartphone, sans recâblage, et ' +
        'un tableau de bord des consommations.',
      image: seedFileUrl('projectOcteville'),
      imageAlt: 'Maison connectée à Octeville-sur-Mer',
    }),
    stored('project-4', at, {
      title: 'Rénovation d’un appartement Perret',
      place: 'Le Havre — centre reconstruit',
      service: 'Travaux généraux',
      year: 2025,
      summary:
        'Cuisine et salle d’eau refaites, électricité remise aux normes et parquet restauré, dans le respect du ' +
        'patrimoine classé de l’architecte Auguste Perret.',
      image: seedFileUrl('projectPerret'),
      imageAlt: 'Immeuble Perret du centre du Havre',
    }),
    stored('project-5', at, {
      title: 'Panneaux solaires et pompe à chaleur',
      place: 'Harfleur',
      service: 'Rénovation Énergétique',
      year: 2023,
      summary:
        '6 kWc de panneaux photovoltaïques en autoconsommation et une pompe à chaleur air/eau à la place d’une ' +
        'chaudière fioul : une facture énergétique divisée par deux.',
      image: seedFileUrl('projectHarfleur'),
      imageAlt: 'Maison équipée de panneaux solaires à Harfleur',
    }),
    stored('project-6', at, {
      title: 'Contrat d’entretien d’une pompe à chaleur',
      place: 'Étretat',
      service: 'Maintenance & Support',
      year: 2026,
      summary:
        'Reprise de l’entretien d’une pompe à chaleur installée par un autre artisan : diagnostic, réglages et ' +
        'suivi annuel, pour un rendement retrouvé dès le premier hiver.',
      image: seedFileUrl('projectEtretat'),
      imageAlt: 'Pompe à chaleur installée à côté d’une maison à Étretat',
    }),
  ];
}
