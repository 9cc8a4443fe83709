import { describe, expect, it } from 'vitest';
import { ENTITY_SCHEMAS } from './entities';
import { ENTITY_NAMES, isEntityName } from './entityNames';

describe('entity names', () => {
  it('are exactly the collections that have a schema', () => {
    expect(Object.keys(ENTITY_SCHEMAS).sort()).toEqual([...ENTITY_NAMES].sort());
  });

  it('recognise a collection and nothing else', () => {
    expect(isEntityName('messages')).toBe(true);
    expect(isEntityName('toString')).toBe(false);
    expect(isEntityName('__proto__')).toBe(false);
    expect(isEntityName('users')).toBe(false);
  });
});
