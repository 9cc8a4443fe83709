import type { NextFunction, Request, Response } from 'express';
import { isAdmin } from '@shared/auth/isAdmin';
import type { AppConfig } from '@shared/config';
import { PREVIEW_DEPLOY_HOOK_PATH } from '@shared/domain/publication';
import { keptPrerender, renderPages } from './prerender/pages';
import { verifyToken } from '../mocks/auth/tokens';

export const DEPLOY_HOOK_PATH = PREVIEW_DEPLOY_HOOK_PATH;

const REPUBLISH_READ_TIMEOUT_MS = 30_000;

export interface Republished {
  /** Routes whose HTML changed. */
  pages: string[];
}

class NothingToRender extends Error {}

export interface HookAuth {
  config: Pick<AppConfig, 'projectId' | 'adminEmails'>;
  /** The sign-in emulator's token secret. */
  secret: string;
  now: () => Date;
}

/**
 * The preview server's hook rebuilds every page: only an administrator may call it, with the bearer token the
 * back-office sends (docs/security.md#crochet-de-déploiement). No token: 401; a token that is not an
 * administrator's: 403. Checked before the request is served further; its body is never read.
 */
export function requireAdminHook({ config, secret, now }: HookAuth) {
  return (req: Request, res: Response, next: NextFunction): void => {
    const refuse = (status: 401 | 403, reason: string, message: string) => {
      res.status(status).json({ code: status, message, data: { reason } });
    };
    const match = /^Bearer\s+(\S+)$/i.exec((req.headers.authorization ?? '').trim());
    if (!match?.[1]) {
      refuse(
        401,
        'authentication_required',
        'Connexion requise : seul un administrateur peut reconstruire le site.',
      );
      return;
    }
    verifyToken(match[1], { secret, projectId: config.projectId, now: now() }).then(
      (check) => {
        if (!check.ok) {
          refuse(
            401,
            `token_${check.reason}`,
            'Jeton d’accès invalide ou expiré : veuillez vous reconnecter.',
          );
        } else if (!isAdmin({ email: check.claims.email }, config.adminEmails)) {
          refuse(403, 'forbidden', 'Accès refusé : seul un administrateur peut reconstruire le site.');
        } else next();
      },
      (error: unknown) => next(error),
    );
  };
}

/**
 * The preview server as a static host with a deploy hook (docs/product.md#publication): the pages of `distDir`
 * are rendered again from what the platform at `apiUrl()` holds, with the build's own prerender bundle, one page
 * at a time, each file replaced atomically. One run at a time: a request arriving during a run is answered by
 * the next run, which reads the store after it. A failed read leaves the pages as they are.
 */
export function createRepublisher(distDir: string, apiUrl: () => string) {
  let running: Promise<Republished> | undefined;
  let next: Promise<Republished> | undefined;
  let requests = 0;

  async function run(): Promise<Republished> {
    const kept = await keptPrerender(distDir);
    if (!kept)
      throw new NothingToRender(
        `${distDir} ne contient pas de quoi rendre les pages (.vite/prerender/) : relancez « npm run build ».`,
      );
    // The server reads itself: a busy machine can take longer than a build's 5 s wait for a remote platform.
    const { content, stored, message } = await kept.site.loadBuildContent(apiUrl(), {
      timeoutMs: REPUBLISH_READ_TIMEOUT_MS,
    });
    if (!stored) throw new Error(message);
    return { pages: await renderPages(distDir, kept.site, content, kept.template) };
  }

  function republish(): Promise<Republished> {
    requests += 1;
    return schedule();
  }

  function schedule(): Promise<Republished> {
    if (!running) {
      running = run().finally(() => {
        running = undefined;
      });
      return running;
    }
    next ??= running
      .catch(() => undefined)
      .then(() => {
        next = undefined;
        return schedule();
      });
    return next;
  }

  /** `POST /__deploy-hook`: answers once the pages are rewritten (a real host answers at once, then builds). */
  function hook(_req: Request, res: Response): void {
    republish().then(
      ({ pages }) => {
        res.json({
          code: 200,
          message: `Site reconstruit : ${pages.length} page${pages.length > 1 ? 's' : ''} mise${pages.length > 1 ? 's' : ''} à jour.`,
          data: { pages },
        });
      },
      (error: unknown) => {
        res
          .status(503)
          .json({ code: 503, message: error instanceof Error ? error.message : String(error), data: null });
      },
    );
  }

  /**
   * At start-up, the pages are rendered once from the store: the build (made without a platform) and data kept in
   * the data directory from an earlier session agree before the first visitor. A folder without a build is left alone.
   */
  async function publishOnStart(log: (line: string) => void = console.log): Promise<void> {
    try {
      const { pages } = await republish();
      if (pages.length > 0) log(`Pages rendues à partir des données : ${pages.join(', ')}`);
    } catch (error) {
      if (!(error instanceof NothingToRender))
        log(`Pages non rendues à partir des données : ${String(error)}`);
    }
  }

  /** How many rebuilds were asked for (start-up's included), whether they ran or joined another. */
  const requested = () => requests;

  return { republish, hook, publishOnStart, requested };
}
