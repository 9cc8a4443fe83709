import { http, type HttpHandler } from 'msw';
import type { ExtensionSwitches } from '@shared/domain/extensions';
import type { EmulatorContext } from '../context';
import { campaignHandlers } from './campaigns';
import { capabilitiesHandlers } from './capabilities';
import { conversationHandlers } from './conversations';
import { documentHandlers } from './documents';
import { emailHandlers, emailPreviewHandlers } from './email';
import { fail } from './envelope';
import { fileHandlers } from './files';
import { lmPath } from './guards';
import { oneClickUnsubscribeHandlers } from './oneClickUnsubscribe';
import { userHandlers } from './user';

/**
 * Every `/lm` call (docs/platform.md#appels), and a catch-all answering an unknown one with an envelope. An extension
 * switched off (`{ campaigns: false }`, docs/platform.md#extensions) is not served: its calls are unknown.
 */
export function createHandlers(ctx: EmulatorContext, extensions: ExtensionSwitches = {}): HttpHandler[] {
  const on = (name: keyof ExtensionSwitches, handlers: () => HttpHandler[]) =>
    extensions[name] === false ? [] : handlers();
  return [
    ...userHandlers(ctx),
    ...capabilitiesHandlers(ctx, extensions),
    ...on('oneClickUnsubscribe', () => oneClickUnsubscribeHandlers(ctx)),
    ...emailHandlers(ctx),
    ...on('emailPreview', () => emailPreviewHandlers(ctx)),
    ...fileHandlers(ctx),
    ...on('campaigns', () => campaignHandlers(ctx)),
    ...on('chatConversations', () => conversationHandlers(ctx)),
    ...documentHandlers(ctx),
    http.all(lmPath(ctx, '*'), () => fail(404, 'Point d’accès inconnu.')),
  ];
}
