import ky from 'ky';
import { config as defaultConfig, type AppConfig } from '@shared/config';
import type { EmailPayload } from '@shared/domain/emails';
import type { EntityName } from '@shared/domain/entities';
import { toPlatformError, unwrapEnvelope, INVALID_RESPONSE_MESSAGE } from './envelope';
import { EMAIL_MISSING_PARAMETERS, IDEMPOTENCY_KEY_REUSED, PlatformError, TOO_MANY_REQUESTS } from './errors';
import { IDEMPOTENCY_HEADER } from './idempotency';
import { signatureHeaders } from './sign';
import {
  documentsPath,
  platformUrl,
  projectPath,
  REQUEST_TIMEOUT_MS,
  requestHeaders,
  signingHooks,
} from './signedRequest';
import { createThrottle } from './throttle';
import type { PlatformClient, UploadedFile } from './types';

export interface PlatformClientOptions {
  config?: AppConfig;
  /** Read on every call; its token goes out as `Authorization: Bearer …`. */
  getToken?: () => string | null;
  fetch?: typeof fetch;
  /** Milliseconds before the one GET retry (ky's default backoff otherwise); tests make it small. */
  retryDelayMs?: number;
  /** Clock of the client-side guard. */
  now?: () => number;
  timeoutMs?: number;
  uploadTimeoutMs?: number;
}

/**
 * At most 4 identical requests a second leave this client (docs/platform.md#garde-côté-client), and a GET that
 * fails with one of these statuses is tried once more (docs/platform.md#client-http).
 */
export const CLIENT_REQUEST_LIMITS = {
  throttleMaxRequests: 4,
  throttleWindowMs: 1000,
  getRetries: 1,
  retryStatusCodes: [408, 409, 425, 429, 500, 502, 503, 504],
  /**
   * A write with an idempotency key is safe to send again (docs/platform.md#clés-didempotence): tried twice more
   * after a network failure or one of these statuses, with the same key (the platform answers its first result).
   */
  keyedWriteRetries: 2,
  keyedWriteRetryStatusCodes: [408, 500, 502, 503, 504],
  /** Keyed writes whose promise the client keeps, so a repeat in this page shares the first call. */
  keyedWritesKept: 100,
} as const;

type Method = 'get' | 'post' | 'put' | 'delete';

interface Call {
  method: Method;
  path: string;
  /** Serialized here, so the signed text is exactly the text sent. */
  json?: unknown;
  /** Query string without '?', already encoded. */
  query?: string;
  formData?: FormData;
  /** Describes a multipart body for the guard, which cannot read FormData cheaply. */
  formKey?: string;
  token?: string | null;
  idempotencyKey?: string;
}

const asList = (value: string | string[] | undefined): string[] | undefined =>
  value === undefined ? undefined : Array.isArray(value) ? value : [value];

const isBlank = (value: unknown) => typeof value !== 'string' || value.trim() === '';

/**
 * Rejects an email call missing `to`, `subject`, or both `html` and `text`, before anything is sent: the platform's
 * own rule (`missingEmailParameters`). Loaded on the first send: only administrators send free e-mails, and
 * zod stays out of the client the public pages load.
 */
export async function normalizeEmail(payload: EmailPayload): Promise<EmailPayload> {
  const { missingEmailParameters } = await import('@shared/domain/emails');
  const to = asList(payload.to)?.filter((address) => !isBlank(address));
  const replyTo = asList(payload.replyTo);
  const normalized = { ...payload, to, ...(replyTo ? { replyTo } : {}) };
  if (missingEmailParameters(normalized)) throw new PlatformError(400, EMAIL_MISSING_PARAMETERS);
  return normalized as EmailPayload;
}

export function createPlatformClient(options: PlatformClientOptions = {}): PlatformClient {
  const config = options.config ?? defaultConfig;
  const throttle = createThrottle(
    CLIENT_REQUEST_LIMITS.throttleMaxRequests,
    CLIENT_REQUEST_LIMITS.throttleWindowMs,
    options.now,
  );
  const retryDelay = options.retryDelayMs;

  const delay = retryDelay === undefined ? {} : { delay: () => retryDelay };
  const common = {
    ...(options.fetch ? { fetch: options.fetch } : {}),
    timeout: options.timeoutMs ?? REQUEST_TIMEOUT_MS,
    hooks: signingHooks(config.signSecret),
  };
  const api = ky.create({
    ...common,
    retry: {
      limit: CLIENT_REQUEST_LIMITS.getRetries,
      methods: ['get'],
      statusCodes: [...CLIENT_REQUEST_LIMITS.retryStatusCodes],
      afterStatusCodes: [],
      ...delay,
    },
  });
  // Its own instance: ky merges a request's retry lists into the instance's, it does not replace them.
  const keyedApi = ky.create({
    ...common,
    retry: {
      limit: CLIENT_REQUEST_LIMITS.keyedWriteRetries,
      methods: ['post', 'put', 'delete'],
      statusCodes: [...CLIENT_REQUEST_LIMITS.keyedWriteRetryStatusCodes],
      afterStatusCodes: [],
      ...delay,
    },
  });

  const project = () => projectPath(config);
  const docs = (entity: EntityName) => documentsPath(config, entity);
  const tokenOf = (explicit?: string | null) => explicit ?? options.getToken?.() ?? null;

  /**
   * The same rule as the platform's, in this page (docs/platform.md#côté-client) : a repeat of a key shares the
   * first call (pending or answered) instead of sending again; a failed call is forgotten, so it may be retried.
   */
  const keyed = new Map<string, { bodyText: string; result: Promise<unknown> }>();

  const guard = (call: Call, bodyText: string) => {
    const key = `${call.method} ${call.path}?${call.query ?? ''} ${call.formKey ?? bodyText}`;
    if (!throttle.take(key)) throw new PlatformError(429, TOO_MANY_REQUESTS);
  };

  function request<T>(call: Call): Promise<T> {
    const key = call.idempotencyKey;
    if (key === undefined) return send<T>(call);
    const bodyText = call.json === undefined ? '' : JSON.stringify(call.json);
    const scope = `${call.method} ${call.path} ${key}`;
    const previous = keyed.get(scope);
    if (previous) {
      if (previous.bodyText !== bodyText)
        return Promise.reject(new PlatformError(422, IDEMPOTENCY_KEY_REUSED));
      return previous.result as Promise<T>;
    }
    const result = send<T>(call);
    keyed.set(scope, { bodyText, result });
    if (keyed.size > CLIENT_REQUEST_LIMITS.keyedWritesKept) keyed.delete(keyed.keys().next().value as string);
    result.catch(() => keyed.delete(scope));
    return result;
  }

  async function send<T>(call: Call): Promise<T> {
    const bodyText = call.json === undefined ? '' : JSON.stringify(call.json);
    guard(call, bodyText);
    const url = platformUrl(config, `${call.path}${call.query ? `?${call.query}` : ''}`);
    const headers = requestHeaders(tokenOf(call.token), call.json !== undefined);
    // ky sends the same headers on each retry (signed afresh by the hooks): every attempt carries the same key.
    if (call.idempotencyKey !== undefined) headers[IDEMPOTENCY_HEADER] = call.idempotencyKey;
    let status: number;
    let text: string;
    try {
      const response = await (call.idempotencyKey === undefined ? api : keyedApi)(url, {
        method: call.method,
        headers,
        ...(call.formData ? { body: call.formData } : call.json !== undefined ? { body: bodyText } : {}),
        ...(call.formData ? { timeout: options.uploadTimeoutMs ?? 120_000 } : {}),
      });
      status = response.status;
      text = await response.text();
    } catch (error) {
      throw await toPlatformError(error);
    }
    return unwrapEnvelope(status, text) as T;
  }

  async function upload(files: File[], onProgress?: (ratio: number) => void): Promise<UploadedFile[]> {
    const formData = new FormData();
    for (const file of files) formData.append('files', file, file.name);
    const call: Call = {
      method: 'post',
      path: `${project()}/file/batch`,
      formData,
      formKey: `files:${files.map((f) => `${f.name}/${f.size}/${f.lastModified}`).join('|')}`,
    };
    if (!onProgress || typeof XMLHttpRequest === 'undefined') return request<UploadedFile[]>(call);
    guard(call, '');
    const signature = await signatureHeaders(config.signSecret, '', '');
    // Only the back-office's media uploads follow progress: the public pages' client goes without this code.
    const { xhrUpload } = await import('./xhrUpload');
    return (await xhrUpload({
      url: platformUrl(config, call.path),
      headers: { ...requestHeaders(tokenOf(), false), ...signature },
      body: formData,
      onProgress,
      timeoutMs: options.uploadTimeoutMs ?? 120_000,
    })) as UploadedFile[];
  }

  return {
    async userInfo(token) {
      const data = await request<unknown>({ method: 'post', path: '/user/info', token: token ?? null });
      // Checked without zod: this client is on the back-office's first load; and loaded with the call, as the
      // public pages never ask who is signed in through it.
      const { parseUser } = await import('@shared/auth/parseUser');
      const user = parseUser(data);
      if (!user) throw new PlatformError(500, INVALID_RESPONSE_MESSAGE);
      return user;
    },
    find: (entity, query = {}) =>
      request({ method: 'post', path: `${docs(entity)}/find`, json: { filter: {}, ...query } }),
    list: (entity, query = {}) =>
      request({
        method: 'post',
        path: `${docs(entity)}/list`,
        json: {
          filter: query.filter ?? {},
          ...(query.sort ? { sort: query.sort } : {}),
          ...(query.token ? { token: query.token } : {}),
        },
      }),
    get: (entity, id) => request({ method: 'get', path: `${docs(entity)}/${encodeURIComponent(id)}` }),
    create: (entity, doc, writeOptions) =>
      request({
        method: 'post',
        path: docs(entity),
        json: doc,
        idempotencyKey: writeOptions?.idempotencyKey,
      }),
    createMany: (entity, list) => request({ method: 'post', path: `${docs(entity)}/batch`, json: list }),
    update: (entity, filter, update, extra) =>
      request({
        method: 'put',
        path: docs(entity),
        json: { filter, update, ...(extra?.token ? { token: extra.token } : {}) },
      }),
    remove: (entity, id) => request({ method: 'delete', path: `${docs(entity)}/${encodeURIComponent(id)}` }),
    removeMany: (entity, ids) =>
      request({
        method: 'delete',
        path: `${docs(entity)}/batch-by-ids`,
        // Commas kept literal, as the contract shows (`ids=a,b,c`); each id is encoded on its own.
        query: `ids=${ids.map(encodeURIComponent).join(',')}`,
      }),
    async sendEmail(payload) {
      return request({
        method: 'post',
        path: `${project()}/email/send`,
        json: await normalizeEmail(payload),
      });
    },
    async previewEmail(payload) {
      return request({
        method: 'post',
        path: `${project()}/email/preview`,
        json: await normalizeEmail(payload),
      });
    },
    sendSiteEmail: ({ message, documentId }, writeOptions) =>
      request({
        method: 'post',
        path: `${project()}/email/send`,
        json: { message, documentId },
        idempotencyKey: writeOptions?.idempotencyKey,
      }),
    addToConversation: (id, followUp, writeOptions) =>
      request({
        method: 'post',
        path: `${project()}/messages/${encodeURIComponent(id)}/conversation`,
        json: followUp,
        idempotencyKey: writeOptions.idempotencyKey,
      }),
    claimCampaign: (id) =>
      request({ method: 'post', path: `${project()}/campaigns/${encodeURIComponent(id)}/claim`, json: {} }),
    sendCampaignStep: (id, step) =>
      request({ method: 'post', path: `${project()}/campaigns/${encodeURIComponent(id)}/send`, json: step }),
    releaseCampaign: (id, claimId) =>
      request({
        method: 'post',
        path: `${project()}/campaigns/${encodeURIComponent(id)}/release`,
        json: { claimId },
      }),
    campaignProgress: (id) =>
      request({ method: 'get', path: `${project()}/campaigns/${encodeURIComponent(id)}/progress` }),
    capabilities: () => request({ method: 'get', path: `${project()}/capabilities` }),
    uploadFiles: (files, uploadOptions) => upload(files, uploadOptions?.onProgress),
    deleteFiles: (fileUrls) =>
      request({ method: 'delete', path: `${project()}/file/batch`, json: { fileUrls } }),
  };
}
