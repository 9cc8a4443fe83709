import { http, type HttpHandler } from 'msw';
import type { EmulatorContext } from '../context';
import { ApiError, ok } from './envelope';
import { api, lmPath } from './guards';

export function userHandlers(ctx: EmulatorContext): HttpHandler[] {
  return [
    http.post(
      lmPath(ctx, 'user/info'),
      api(
        ctx,
        async ({ identity }) => {
          if (identity.role === 'visitor') {
            throw new ApiError(401, 'Connexion requise : jeton d’accès manquant.', {
              reason: 'token_missing',
            });
          }
          return ok({ ...identity.user, role: identity.role === 'admin' ? 'admin' : identity.user.role });
        },
        { project: false },
      ),
    ),
  ];
}
