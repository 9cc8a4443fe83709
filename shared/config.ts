/**
 * Deployment configuration, read once from Vite's env (browser) or process.env (Node: emulator server, scripts)
 * and validated. Every default points at the local backend emulator so `npm run dev` works offline.
 * An empty base URL or auth origin means "the origin the page is served from" (the emulator is same-origin).
 * Validated by hand, without zod: every public page loads this module, and even `zod/mini` shares its core
 * with the full zod of the forms, which then weighs ~15 KiB gzip on the first load of `/` (budget: 100 KiB).
 */
const trimSlashes = (u: string) => u.replace(/\/+$/, '');

/** The site's address when VITE_SITE_URL is not set (canonical URLs, sitemap); no page of it answers. */
export const DEFAULT_SITE_URL = 'https://www.renovation-lehavre.example';

const isHttpUrl = (raw: string): boolean => {
  try {
    return /^https?:$/.test(new URL(raw).protocol);
  } catch {
    return false;
  }
};
const isEmail = (raw: string) => /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(raw);

type Rule<T> = (raw: string | undefined, fail: (message: string) => never) => T;

const urlOrEmpty =
  (name: string, normalise: (u: string) => string): Rule<string> =>
  (raw, fail) => {
    if (raw === undefined) return '';
    if (!isHttpUrl(raw)) fail(`${name} : URL invalide`);
    return normalise(raw);
  };

const RULES = {
  apiBaseUrl: urlOrEmpty('VITE_API_BASE_URL', trimSlashes),
  authOrigin: urlOrEmpty('VITE_AUTH_ORIGIN', (u) => new URL(u).origin),
  projectId: (raw = 'renovation-lehavre', fail) =>
    /^[a-z0-9][a-z0-9-]{1,62}$/.test(raw)
      ? raw
      : fail('VITE_PROJECT_ID : lettres minuscules, chiffres et tirets'),
  signSecret: (raw = 'dev-signing-secret-0123456789', fail) =>
    raw.length >= 16 ? raw : fail('VITE_SIGN_SECRET : 16 caractères au moins'),
  adminEmails: (raw, fail) => {
    if (raw === undefined) return ['admin@example.com', 'direction@example.com'];
    const list = raw
      .split(',')
      .map((e) => e.trim().toLowerCase())
      .filter(Boolean);
    return list.length > 0 && list.every(isEmail)
      ? list
      : fail('VITE_ADMIN_EMAILS : adresse e-mail invalide');
  },
  siteUrl: (raw = DEFAULT_SITE_URL, fail) =>
    isHttpUrl(raw) ? trimSlashes(raw) : fail('VITE_SITE_URL : URL invalide'),
} satisfies { [K in keyof AppConfig]: Rule<AppConfig[K]> };

const ENV_NAMES: Record<keyof AppConfig, string> = {
  apiBaseUrl: 'VITE_API_BASE_URL',
  authOrigin: 'VITE_AUTH_ORIGIN',
  projectId: 'VITE_PROJECT_ID',
  signSecret: 'VITE_SIGN_SECRET',
  adminEmails: 'VITE_ADMIN_EMAILS',
  siteUrl: 'VITE_SITE_URL',
};

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
  const issues: string[] = [];
  const fail = (message: string): never => {
    throw new ConfigIssue(message);
  };
  const read = <K extends keyof AppConfig>(key: K): AppConfig[K] | undefined => {
    const value = env[ENV_NAMES[key]];
    const raw = typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
    try {
      return (RULES[key] as Rule<AppConfig[K]>)(raw, fail);
    } catch (error) {
      if (!(error instanceof ConfigIssue)) throw error;
      issues.push(error.message);
      return undefined;
    }
  };
  const c = {
    apiBaseUrl: read('apiBaseUrl'),
    authOrigin: read('authOrigin'),
    projectId: read('projectId'),
    signSecret: read('signSecret'),
    adminEmails: read('adminEmails'),
    siteUrl: read('siteUrl'),
  };
  if (issues.length > 0) throw new Error(`Configuration invalide : ${issues.join(' ; ')}`);
  return c as AppConfig;
}

class ConfigIssue extends Error {}

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

/**
 * Where the links of an e-mail lead (docs/newsletter.md#liens-des-e-mails): VITE_SITE_URL when it is set, else the
 * origin serving the page (a preview or dev server), whose pages exist.
 */
export const emailSiteUrl = (c: AppConfig = config, origin: string = pageOrigin()): string =>
  c.siteUrl !== DEFAULT_SITE_URL ? c.siteUrl : trimSlashes(origin);
