import type { CampaignProgress } from '@shared/domain/campaigns';
import type { ChatFollowUpAnswer } from '@shared/domain/chatQuestion';
import type { Stored } from '@shared/domain/document';
import type { EmailHeaders, EmailPayload, SiteEmailRequest } from '@shared/domain/emails';
import type { EntityName } from '@shared/domain/entities';
import type { ChatFollowUp } from '@shared/domain/messages';
import type { User } from '@shared/domain/user';

/** Mongo-like filter understood by `documents/find` and `documents/list` (docs/platform.md#filtres). */
export type Filter = Record<string, unknown>;
export type Sort = Record<string, 1 | -1>;

export interface FindQuery {
  filter?: Filter;
  sort?: Sort;
  limit?: number;
  skip?: number;
  /** A subscriber's link token: lets a visitor read their own subscriber (`{ filter: { email }, token }`). */
  token?: string;
}

export interface FindResult<T> {
  total: number;
  list: T[];
}

export interface UploadedFile {
  fileUrl?: string;
  uploadError?: string;
  name?: string;
  size?: number;
  mimeType?: string;
}

export interface UploadOptions {
  /** Called with a ratio from 0 to 1 while the bytes go out. */
  onProgress?: (ratio: number) => void;
}

export type CampaignClaimed = CampaignProgress & { claim: { id: string; by: string; until: string } };
export interface CampaignStepRequest {
  claimId: string;
  /** Subscribers this step looks at (1 to 500, 200 by default). */
  limit?: number;
  /** The step's number in this tab: two steps are never the same request (the client's guard, #garde-côté-client). */
  seq?: number;
}
export type CampaignStep = CampaignProgress & {
  done: boolean;
  results: { subscriberId: string; outcome: string }[];
};
/** An e-mail as the platform would send it (`previewEmail`). */
export interface PreviewedEmail {
  subject: string;
  html?: string;
  text?: string;
  headers?: EmailHeaders;
}

/**
 * A visitor's write that may be sent again (double click, retry, second tab): its key, made when the visitor starts
 * that submission, lets the platform store it once (docs/platform.md#clés-didempotence).
 */
export interface WriteOptions {
  idempotencyKey?: string;
}

/** Every `/lm` call (docs/platform.md#appels); documents come back with `_id`, `createdAt`, `updatedAt`. */
export interface PlatformClient {
  userInfo(token?: string): Promise<User>;
  find<T = Record<string, unknown>>(entity: EntityName, query?: FindQuery): Promise<FindResult<Stored<T>>>;
  list<T = Record<string, unknown>>(
    entity: EntityName,
    query?: Omit<FindQuery, 'limit' | 'skip'>,
  ): Promise<Stored<T>[]>;
  get<T = Record<string, unknown>>(entity: EntityName, id: string): Promise<Stored<T>>;
  create<T = Record<string, unknown>>(
    entity: EntityName,
    doc: Partial<T>,
    options?: WriteOptions,
  ): Promise<Stored<T>>;
  createMany<T = Record<string, unknown>>(entity: EntityName, docs: Partial<T>[]): Promise<Stored<T>[]>;
  /** PUT documents: sets `update`'s fields on the matching document, keeping the others. */
  update<T = Record<string, unknown>>(
    entity: EntityName,
    filter: Filter,
    update: Partial<T>,
    extra?: { token?: string },
  ): Promise<Stored<T>>;
  remove(entity: EntityName, id: string): Promise<{ deleted: number }>;
  removeMany(entity: EntityName, ids: string[]): Promise<{ deleted: number }>;
  /** A free e-mail: administrators only (replies, campaigns, template tests). */
  sendEmail(payload: EmailPayload): Promise<{ ids: string[] }>;
  /**
   * What `sendEmail` would send to its one recipient, personalised by the platform (the subscriber token of the
   * links filled), without sending anything: administrators only (docs/platform.md#aperçu-dun-e-mail).
   */
  previewEmail(payload: EmailPayload): Promise<PreviewedEmail>;
  /**
   * One of the site's own e-mails, by name, for the stored document it follows from: the platform renders and
   * addresses it, once (a second call answers 409). What a visitor's page may ask for (docs/security.md#e-mails-du-site).
   */
  sendSiteEmail(request: SiteEmailRequest, options?: WriteOptions): Promise<{ ids: string[] }>;
  /**
   * Adds a later question to the chat conversation `id`, with the token its document came with: once per key (the
   * key is required), notified to the company by the platform (docs/platform.md#conversations).
   */
  addToConversation(
    id: string,
    followUp: ChatFollowUp,
    options: Required<WriteOptions>,
  ): Promise<ChatFollowUpAnswer>;
  /**
   * A campaign's send, decided by the platform (docs/platform.md#campagnes), administrators only: claim it for a
   * lease (409 `campaign_claimed` while someone else holds it), send it step by step under that claim (409
   * `claim_lost` once another took over), release it, or follow its progress.
   */
  claimCampaign(id: string): Promise<CampaignClaimed>;
  sendCampaignStep(id: string, step: CampaignStepRequest): Promise<CampaignStep>;
  releaseCampaign(id: string, claimId: string): Promise<CampaignProgress>;
  campaignProgress(id: string): Promise<CampaignProgress>;
  /** The extensions the platform offers (docs/platform.md#extensions); 404 on a platform without this call. */
  capabilities(): Promise<{ extensions: string[] }>;
  uploadFiles(files: File[], options?: UploadOptions): Promise<UploadedFile[]>;
  deleteFiles(fileUrls: string[]): Promise<{ deleted: number }>;
}
