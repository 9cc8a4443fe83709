import type { PathParams } from 'msw';
import type { User } from '@shared/domain/user';
import type { EmulatorContext } from '../context';

/**
 * What the cross-cutting resolvers (mocks/handlers/guards.ts) hand to the next one: the request, then its signed
 * text, then who sent it. Apart from the resolvers so that each of them (idempotency…) can name these types
 * without importing the chain that uses it.
 */
export interface BaseInfo {
  request: Request;
  params: PathParams;
}
export interface SignedInfo extends BaseInfo {
  /** The exact request text the signature covered ('' for multipart and bodiless requests). */
  bodyText: string;
}
export type Identity = { role: 'visitor' } | { role: 'user' | 'admin'; user: User; email: string };
export interface ApiInfo extends SignedInfo {
  identity: Identity;
  /**
   * The context this request writes through: the emulator's, or, for a keyed write, one whose store holds the
   * changes until they are recorded with the kept answer (mocks/handlers/idempotency.ts).
   */
  ctx: EmulatorContext;
}
export type Resolver<I> = (info: I) => Promise<Response>;
