import { describe, expect, it } from 'vitest';
import { ENTITY_NAMES as WITH_SCHEMAS } from '@shared/domain/entities';
import { ENTITY_NAMES, isEntityName } from './entityNames';

describe('the data provider’s entity names', () => {
  it('are exactly the collections of shared/domain/entities.ts', () => {
    expect([...ENTITY_NAMES].sort()).toEqual([...WITH_SCHEMAS].sort());
  });

  it('recognise a collection and nothing else', () => {
    expect(isEntityName('messages')).toBe(true);
    expect(isEntityName('toString')).toBe(false);
    expect(isEntityName('users')).toBe(false);
  });
});
