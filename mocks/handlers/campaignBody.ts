import type { StoredCampaign } from '@shared/domain/campaigns';
import { campaignBody } from '@shared/email/campaignBody';
import type { EmulatorContext } from '../context';

/** What a body is rendered for: the same campaign sent from another site, or in another month, is another body. */
export interface BodyTarget {
  siteUrl: string;
  apiUrl: string;
  projectId: string;
  month: string;
}

/**
 * The campaign's e-mail rendered once for this target (docs/newsletter.md#un-rendu-par-campagne): found again by
 * the next steps, rendered (in stages that yield) and stored by the first, and written on its own before the step
 * writes its e-mails. The only work of a send that grows with the newsletter's size.
 */
export function bodyFor(
  ctx: EmulatorContext,
  campaign: StoredCampaign,
  target: BodyTarget,
  now: Date,
): Promise<string> {
  const key = `${campaign._id}\n${target.siteUrl}\n${target.apiUrl}\n${target.month}`;
  const known = bodyIds.get(ctx.store) ?? new Map<string, Promise<string>>();
  bodyIds.set(ctx.store, known);
  const cached = known.get(key);
  if (cached) return cached;
  const rendering = (async () => {
    const found = ctx.store.where(
      'emailBodies',
      (b) =>
        b.campaignId === campaign._id &&
        b.siteUrl === target.siteUrl &&
        b.apiUrl === target.apiUrl &&
        b.month === target.month,
    )[0];
    if (found) return found._id;
    const body = await campaignBody({
      html: campaign.html,
      subject: campaign.subject,
      topic: campaign.topic,
      siteUrl: target.siteUrl,
      apiUrl: target.apiUrl,
      projectId: target.projectId,
      now,
    });
    const { siteUrl, apiUrl, month } = target;
    const id = ctx.store.insert('emailBodies', {
      campaignId: campaign._id,
      ...body,
      siteUrl,
      apiUrl,
      month,
    })._id;
    await ctx.store.flush();
    return id;
  })();
  known.set(key, rendering);
  // A failure is not kept: the next step tries again. A body deleted since is found missing and rendered again.
  rendering.then(
    (id) => {
      if (!ctx.store.get('emailBodies', id)) known.delete(key);
    },
    () => known.delete(key),
  );
  return rendering;
}
const bodyIds = new WeakMap<EmulatorContext['store'], Map<string, Promise<string>>>();
