import {
  DEFAULT_PREFERENCES,
  PREFERENCE_KEYS,
  PREFERENCE_TITLES,
  type PreferenceKey,
  type Preferences,
} from '@shared/domain/preferences';
import { isRecord } from '@shared/guards';

export interface PreferenceOption {
  key: PreferenceKey;
  title: string;
  description: string;
  frequency: string;
}

/** The five kinds of e-mail, in display order, with their frequencies. */
export const PREFERENCE_OPTIONS: readonly PreferenceOption[] = [
  {
    key: 'newsletter',
    title: PREFERENCE_TITLES.newsletter,
    description: 'Nos actualités, nos chantiers récents au Havre et les conseils du mois.',
    frequency: 'Mensuelle',
  },
  {
    key: 'promotions',
    title: PREFERENCE_TITLES.promotions,
    description: 'Remises saisonnières et offres réservées à nos abonnés.',
    frequency: 'Occasionnelle',
  },
  {
    key: 'productUpdates',
    title: PREFERENCE_TITLES.productUpdates,
    description: 'Nouvelles solutions de domotique, d’isolation, de chauffage et d’IA domestique.',
    frequency: 'Deux fois par mois',
  },
  {
    key: 'energyTips',
    title: PREFERENCE_TITLES.energyTips,
    description: 'Astuces pratiques pour réduire vos factures et gagner en confort.',
    frequency: 'Hebdomadaire',
  },
  {
    key: 'events',
    title: PREFERENCE_TITLES.events,
    description: 'Portes ouvertes, ateliers et salons au Havre et dans les environs.',
    frequency: 'Occasionnelle',
  },
];

/** The stored preferences, each missing or malformed one replaced by its default. */
export function preferencesOf(stored: unknown): Preferences {
  const source = isRecord(stored) ? stored : {};
  const result = { ...DEFAULT_PREFERENCES };
  for (const key of PREFERENCE_KEYS) {
    const value = source[key];
    if (typeof value === 'boolean') result[key] = value;
  }
  return result;
}
