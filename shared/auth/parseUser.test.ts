import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { userSchema } from '@shared/domain/user';
import { parseUser } from './parseUser';

describe('parseUser', () => {
  it('accepts a user and keeps its extra fields', () => {
    const user = { email: 'admin@example.com', role: 'admin', name: 'Admin', id: 7 };
    expect(parseUser(user)).toEqual(user);
  });

  it.each([null, 'admin@example.com', [], {}, { email: 'pas-une-adresse' }, { email: 'a@b.fr', role: 1 }])(
    'refuses %j',
    (value) => expect(parseUser(value)).toBeNull(),
  );

  // The server's own answer is what is checked: a looser e-mail pattern is fine, refusing a valid user is not.
  it('accepts every user userSchema.loose() accepts, and checks role and name the same way', () => {
    const email = fc.oneof(fc.emailAddress(), fc.string());
    const optionalText = fc.option(fc.oneof(fc.string(), fc.integer()), { nil: undefined });
    fc.assert(
      fc.property(email, optionalText, optionalText, (e, role, name) => {
        const value = { email: e, ...(role !== undefined && { role }), ...(name !== undefined && { name }) };
        const zodOk = userSchema.loose().safeParse(value).success;
        if (zodOk) expect(parseUser(value)).toEqual(value);
        if (typeof role === 'number' || typeof name === 'number') expect(parseUser(value)).toBeNull();
      }),
    );
  });
});
