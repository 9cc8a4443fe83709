import type { Request, Response } from 'express';
import { PREVIEW_DEPLOY_HOOK_PATH } from '@shared/domain/publication';
import { keptPrerender, renderPages } from '../scripts/prerender/pages';

export const DEPLOY_HOOK_PATH = PREVIEW_DEPLOY_HOOK_PATH;

const REPUBLISH_READ_TIMEOUT_MS = 30_000;

export interface Republished {
  /** Routes whose HTML changed. */
  pages: string[];
}

class NothingToRender extends Error {}

/**
 * The preview server as a static host with a deploy hook (docs/product.md#publication): the pages of `distDir`
 * are rendered again from what the platform at `apiUrl()` holds, with the build's own prerender bundle, one page
 * at a time, each file replaced atomically. One run at a time: a request arriving during a run is answered by
 * the next run, which reads the store after it. A failed read leaves the pages as they are.
 */
export function createRepublisher(distDir: string, apiUrl: () => string) {
  let running: Promise<Republished> | undefined;
  let next: Promise<Republished> | undefined;

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
        return republish();
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

  return { republish, hook, publishOnStart };
}
