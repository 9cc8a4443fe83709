import * as z from 'zod/mini';

/**
 * Deployment configuration, read once from Vite's env (browser) or process.env (Node: emulator server, scripts)
 * and validated. Every default points at the local backend emulator so `npm run dev` works offline.
 * An empty base URL or auth origin means "the origin the page is served from" (the emulator is same-origin).
 * Written with `zod/mini` because every public page loads this module: the full zod would weigh ~20 KiB gzip.
 */
const trimSlashes = (u: string) => u.replace(/\/+$/, '');

const emailList = z
  .pipe(
    z.string(),
    z.transform((raw: string) =>
      raw
        .split(',')
        .map((e) => e.trim().toLowerCase())
        .filter(Boolean),
    ),
  )
  .check(
    z.refine((list: string[]) => list.length > 0 && list.every((e) => z.email().safeParse(e).success), {
      message: 'VITE_ADMIN_EMAILS : adresse e-mail invalide',
    }),
  );

const urlOrEmpty = (name: string) => z.union([z.literal(''), z.url({ message: `${name} : URL invalide` })]);

export const configSchema = z.object({
  VITE_API_BASE_URL: z._default(z.pipe(urlOrEmpty('VITE_API_BASE_URL'), z.transform(trimSlashes)), ''),
  VITE_AUTH_ORIGIN: z._default(
    z.pipe(
      urlOrEmpty('VITE_AUTH_ORIGIN'),
      z.transform((u: string) => (u ? new URL(u).origin : '')),
    ),
    '',
  ),
  VITE_PROJECT_ID: z._default(
    z
      .string()
      .check(
        z.regex(/^[a-z0-9][a-z0-9-]{1,62}$/, 'VITE_PROJECT_ID : lettres minuscules, chiffres et tirets'),
      ),
    'renovation-lehavre',
  ),
  VITE_SIGN_SECRET: z._default(
    z.string().check(z.minLength(16, 'VITE_SIGN_SECRET : 16 caractères au moins')),
    'dev-signing-secret-0123456789',
  ),
  VITE_ADMIN_EMAILS: z._default(emailList, ['admin@example.com', 'direction@example.com']),
  VITE_SITE_URL: z._default(
    z.pipe(z.url({ message: 'VITE_SITE_URL : URL invalide' }), z.transform(trimSlashes)),
    'https://www.renovation-lehavre.example',
  ),
});

export interface AppConfig {
  /** Base URL of the `/lm` platform; '' = same origin. */
  apiBaseUrl: string;
  /** Origin of the hosted sign-in pages; '' = same origin (the emulator's sign-in page). */
  authOrigin: string;
  projectId: string;
  signSecret: string;
  adminEmails: readonly string[];
  /** Public address of the site, for canonical URLs and the sitemap. */
  siteUrl: string;
}

type Env = Record<string, string | boolean | undefined>;

export function readConfig(env: Env): AppConfig {
  const picked = Object.fromEntries(
    Object.keys(configSchema.shape).map((key) => {
      const value = env[key];
      return [key, typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined];
    }),
  );
  const parsed = configSchema.safeParse(picked);
  if (!parsed.success) {
    throw new Error(`Configuration invalide : ${parsed.error.issues.map((i) => i.message).join(' ; ')}`);
  }
  const c = parsed.data;
  return {
    apiBaseUrl: c.VITE_API_BASE_URL,
    authOrigin: c.VITE_AUTH_ORIGIN,
    projectId: c.VITE_PROJECT_ID,
    signSecret: c.VITE_SIGN_SECRET,
    adminEmails: c.VITE_ADMIN_EMAILS,
    siteUrl: c.VITE_SITE_URL,
  };
}

function currentEnv(): Env {
  // Vite replaces import.meta.env in the browser and in Vitest; plain Node (tsx) has only process.env.
  const viteEnv = (import.meta as { env?: Env }).env;
  if (viteEnv && 'VITE_PROJECT_ID' in viteEnv) return viteEnv;
  if (typeof process !== 'undefined' && process.env) return { ...viteEnv, ...process.env };
  return viteEnv ?? {};
}

export const config: AppConfig = readConfig(currentEnv());

/** The origin the page runs on, used when a configured origin is '' (same-origin emulator). */
export function pageOrigin(): string {
  return typeof window !== 'undefined' && window.location ? window.location.origin : 'http://localhost';
}

export const resolvedAuthOrigin = (c: AppConfig = config): string => c.authOrigin || pageOrigin();
export const resolvedApiBaseUrl = (c: AppConfig = config): string => c.apiBaseUrl || pageOrigin();
