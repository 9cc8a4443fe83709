/** Three fixed testimonials that complete the approved reviews (docs/newsletter.md#avis-publiés). */
export const TESTIMONIALS: readonly { quote: string; name: string; place: string; service: string }[] = [
  {
    quote:
      'Isolation des combles et pompe à chaleur\u00a0: notre facture de chauffage a baissé de moitié. Équipe ponctuelle, chantier laissé impeccable.',
    name: 'Sophie L.',
    place: 'Sainte-Adresse',
    service: 'Rénovation énergétique',
  },
  {
    quote:
      'Notre extension en bois a été montée en quatre semaines. Nous profitons enfin d’un vrai séjour ouvert sur le jardin.',
    name: 'Marc D.',
    place: 'Montivilliers',
    service: 'Extension de maison',
  },
  {
    quote:
      'Chauffage, volets et alarme se pilotent depuis le téléphone. Tout nous a été expliqué simplement, sans jargon.',
    name: 'Nadia B.',
    place: 'Le Havre',
    service: 'Maison connectée',
  },
];
