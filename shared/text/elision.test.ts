import { describe, expect, it } from 'vitest';
import { deName } from './elision';

describe('deName', () => {
  it('elides « de » before a vowel or a mute h, whatever its case or accent', () => {
    expect(deName('Habitat Durable Le Havre')).toBe('d’Habitat Durable Le Havre');
    expect(deName('Anne Martin')).toBe('d’Anne Martin');
    expect(deName('Élodie Roux')).toBe('d’Élodie Roux');
    expect(deName('octobre 2026')).toBe('d’octobre 2026');
  });

  it('keeps « de » before a consonant', () => {
    expect(deName('Paul Durand')).toBe('de Paul Durand');
    expect(deName('Maison Verte')).toBe('de Maison Verte');
  });
});
