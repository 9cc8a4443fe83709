import { http, type HttpHandler } from 'msw';
import type { EmulatorContext } from '../context';
import { campaignHandlers } from './campaigns';
import { conversationHandlers } from './conversations';
import { documentHandlers } from './documents';
import { emailHandlers } from './email';
import { fail } from './envelope';
import { fileHandlers } from './files';
import { lmPath } from './guards';
import { oneClickUnsubscribeHandlers } from './oneClickUnsubscribe';
import { userHandlers } from './user';

/** Every `/lm` call (docs/platform.md#appels), and a catch-all answering an unknown one with an envelope. */
export function createHandlers(ctx: EmulatorContext): HttpHandler[] {
  return [
    ...userHandlers(ctx),
    ...oneClickUnsubscribeHandlers(ctx),
    ...emailHandlers(ctx),
    ...fileHandlers(ctx),
    ...campaignHandlers(ctx),
    ...conversationHandlers(ctx),
    ...documentHandlers(ctx),
    http.all(lmPath(ctx, '*'), () => fail(404, 'Point d’accès inconnu.')),
  ];
}
