import type { IncomingMessage, ServerResponse } from 'node:http';
import { z } from 'zod';
import { config as defaultConfig, type AppConfig } from '@shared/config';
import { DEFAULT_SECRETS, type EmulatorSecrets } from '../secrets';
import { signInPage } from './signInPage';
import { mintToken } from './tokens';

/**
 * The sign-in emulator over HTTP, as connect/express middleware (used by Vite in dev and by the preview
 * server): GET /auth/sign-in (the page) and POST /auth/token ({ email, projectId } → { accessToken, user }).
 * Dependency-free on purpose: Vite loads it before any app code.
 */
export interface AuthMiddlewareOptions {
  config?: AppConfig;
  secrets?: EmulatorSecrets;
  now?: () => Date;
  /** The page's Content-Security-Policy, from its HTML (the host's rule: hosting/securityHeaders.ts); none if absent. */
  pagePolicy?: (html: string) => string;
}

type Next = (error?: unknown) => void;

const MAX_BODY = 16 * 1024;

const tokenRequestSchema = z.object({
  email: z.string().trim().pipe(z.email()),
  projectId: z.string().optional(),
});

function send(res: ServerResponse, status: number, type: string, body: string): void {
  res.statusCode = status;
  res.setHeader('Content-Type', type);
  res.setHeader('Cache-Control', 'no-store');
  res.end(body);
}

const sendJson = (res: ServerResponse, status: number, body: unknown) =>
  send(res, status, 'application/json; charset=utf-8', JSON.stringify(body));

class TooLarge extends Error {}

/**
 * The body, up to MAX_BODY (docs/security.md#corps-des-requêtes). Past it, reading stops (the socket is not
 * destroyed, so the client still gets its 413) and the connection is closed once answered.
 */
function readBody(req: IncomingMessage): Promise<string> {
  const parsed = (req as { body?: unknown }).body;
  if (parsed !== undefined && typeof parsed === 'object') return Promise.resolve(JSON.stringify(parsed));
  if (Number(req.headers['content-length'] ?? '0') > MAX_BODY) return Promise.reject(new TooLarge());
  return new Promise((resolve, reject) => {
    let size = 0;
    const chunks: Buffer[] = [];
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY) {
        req.off('data', onData);
        req.pause();
        reject(new TooLarge());
      } else chunks.push(chunk);
    };
    req.on('data', onData);
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

async function issueToken(
  req: IncomingMessage,
  res: ServerResponse,
  options: Required<Omit<AuthMiddlewareOptions, 'pagePolicy'>>,
) {
  let body: unknown;
  try {
    body = JSON.parse(await readBody(req));
  } catch (error) {
    if (error instanceof TooLarge) {
      return sendJson(res, 413, { code: 413, message: 'Corps de requête trop volumineux (16 Ko au plus).' });
    }
    return sendJson(res, 400, { code: 400, message: 'Requête invalide : un JSON { email } est attendu.' });
  }
  const parsed = tokenRequestSchema.safeParse(body);
  if (!parsed.success) {
    return sendJson(res, 400, {
      code: 400,
      message: 'Veuillez saisir une adresse e-mail valide (ex. : nom@domaine.fr).',
    });
  }
  const projectId = parsed.data.projectId || options.config.projectId;
  if (projectId !== options.config.projectId) {
    return sendJson(res, 400, { code: 400, message: `Projet inconnu : « ${projectId.slice(0, 100)} ».` });
  }
  const minted = await mintToken({
    email: parsed.data.email,
    projectId,
    secret: options.secrets.auth,
    adminEmails: options.config.adminEmails,
    now: options.now(),
  });
  return sendJson(res, 200, minted);
}

export function authMiddleware(options: AuthMiddlewareOptions = {}) {
  const resolved: Required<Omit<AuthMiddlewareOptions, 'pagePolicy'>> = {
    config: options.config ?? defaultConfig,
    secrets: options.secrets ?? DEFAULT_SECRETS,
    now: options.now ?? (() => new Date()),
  };
  return (req: IncomingMessage, res: ServerResponse, next: Next): void => {
    const path = (req.url ?? '/').split('?')[0];
    if (path === '/auth/sign-in' && (req.method === 'GET' || req.method === 'HEAD')) {
      const { projectId, adminEmails, siteUrl } = resolved.config;
      const html = signInPage({ projectId, adminEmails, siteUrl });
      // The provider's own page: its inline script is allowed by hash, like the site's start-up module.
      const policy = options.pagePolicy?.(html);
      if (policy) res.setHeader('Content-Security-Policy', policy);
      return send(res, 200, 'text/html; charset=utf-8', html);
    }
    if (path === '/auth/token' && req.method === 'POST') {
      issueToken(req, res, resolved).catch(next);
      return;
    }
    next();
  };
}
