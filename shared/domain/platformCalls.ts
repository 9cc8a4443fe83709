import { z } from './z';
import { CAMPAIGN_STEP_MAX } from './campaigns';

/**
 * The bodies of the `/lm` calls that are not a collection's document (docs/platform.md#appels): the emulator parses
 * requests with them and contract/ writes them into the OpenAPI document, so both say the same.
 */

/** `find` answers pages of this many documents at most (100 when `limit` is absent). */
export const FIND_MAX_LIMIT = 1000;
/** Documents in one `batch`, ids in one `batch-by-ids`, files in one `DELETE file/batch`. */
export const MAX_BATCH = 500;

const readToken = z.string().max(200).optional();

/** `documents/list`: a Mongo-like filter (docs/platform.md#filtres), a sort, a subscriber's token. */
export const listQuerySchema = z.strictObject({
  filter: z.record(z.string(), z.unknown()).optional(),
  sort: z.record(z.string(), z.union([z.literal(1), z.literal(-1)])).optional(),
  token: readToken,
});

/** `documents/find`: the same, paged (docs/platform.md#tri-et-pagination). */
export const findQuerySchema = listQuerySchema.extend({
  limit: z.number().int().min(1).max(FIND_MAX_LIMIT).optional(),
  skip: z.number().int().min(0).max(1_000_000_000).optional(),
});

/** `PUT documents`: one document by `_id`, or a subscriber by `email` (docs/platform.md#documents). */
export const updateRequestSchema = z.strictObject({
  filter: z.union([
    z.strictObject({ _id: z.string().min(1).max(200) }),
    z.strictObject({ email: z.string().min(1).max(320) }),
  ]),
  update: z.record(z.string(), z.unknown()),
  token: readToken,
});

/** `DELETE file/batch` (docs/platform.md#fichiers). */
export const fileDeleteRequestSchema = z.strictObject({
  fileUrls: z.array(z.string().min(1).max(2000)).min(1).max(MAX_BATCH),
});

/** `POST campaigns/{id}/claim`: nothing, or `{}` (docs/platform.md#campagnes). */
export const campaignClaimRequestSchema = z.strictObject({}).optional();

/** `…/renew` and `…/release`: the claim the caller holds. */
export const campaignClaimIdSchema = z.strictObject({ claimId: z.string().min(1).max(100) });

/** `…/send`: one step of the send. */
export const campaignStepRequestSchema = campaignClaimIdSchema.extend({
  limit: z.number().int().min(1).max(CAMPAIGN_STEP_MAX).optional(),
  /** The step's number in its tab (lets the client's guard tell steps apart); not used by the platform. */
  seq: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional(),
});
