import { http, type HttpHandler } from 'msw';
import { offeredExtensions, type ExtensionSwitches } from '@shared/domain/extensions';
import type { EmulatorContext } from '../context';
import { ok } from './envelope';
import { api, lmPath } from './guards';

/** `GET capabilities`: the extensions this emulator serves (docs/platform.md#extensions), to anyone who signs. */
export function capabilitiesHandlers(ctx: EmulatorContext, switches: ExtensionSwitches): HttpHandler[] {
  return [
    http.get(
      lmPath(ctx, ':projectId/capabilities'),
      api(ctx, async () => ok({ extensions: offeredExtensions(switches) })),
    ),
  ];
}
