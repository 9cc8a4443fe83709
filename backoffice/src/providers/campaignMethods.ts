import { HttpError, type Identifier } from 'react-admin';
import { config, emailSiteUrl } from '@shared/config';
import type {
  CampaignCounts,
  CampaignProgress,
  CampaignStatus,
  StoredCampaign,
} from '@shared/domain/campaigns';
import { EMAIL_FROM_NAME } from '@shared/domain/company';
import type { PlatformClient, PreviewedEmail } from '@shared/http/types';
import type { SendProgress } from '../campaigns/sendCampaign';

/** Where a test e-mail's links lead (the campaign's own e-mails are rendered by the platform). */
export interface SendTarget {
  siteUrl: string;
  apiUrl: string;
  projectId: string;
  fromName?: string;
}

// The sender and the e-mail builder (with the campaign schemas) load on the first send, not with the back-office.
const sender = () => import('../campaigns/sendCampaign');
const builder = () => import('@shared/email/newsletterEmail');

export interface CampaignMethods {
  /**
   * Sends (or resumes) the campaign; `onProgress` follows it step by step. Rejects with SendElsewhereError when
   * another tab or administrator holds the send.
   */
  sendCampaign(
    id: Identifier,
    options?: { onProgress?: (progress: SendProgress) => void; signal?: AbortSignal },
  ): Promise<CampaignCounts>;
  /** Follows a send made elsewhere until it ends or stalls (its tab closed). */
  followCampaign(
    id: Identifier,
    options?: { onProgress?: (progress: SendProgress & { by?: string }) => void; signal?: AbortSignal },
  ): Promise<{ status: CampaignStatus | 'stalled'; counts: CampaignCounts }>;
  /** The platform's counts of the campaign's deliveries, and who holds its send. */
  campaignProgress(id: Identifier): Promise<CampaignProgress>;
  /** Sends the campaign as one subscriber would get it to the signed-in administrator, outside any count. */
  sendCampaignTest(id: Identifier): Promise<{ to: string }>;
  /**
   * The campaign exactly as `email` will get it: built here, then personalised by the platform (the token of the
   * links, which the browser never knows), nothing sent (docs/newsletter.md#campagnes).
   */
  previewCampaign(
    campaign: Pick<StoredCampaign, 'subject' | 'html' | 'topic'>,
    email: string,
  ): Promise<PreviewedEmail>;
}

/**
 * Links in the e-mails lead to the site (docs/newsletter.md#liens-des-e-mails): VITE_SITE_URL when set, else the
 * origin the back-office runs on (the dev or preview server locally); the one-click URL to the platform (same origin
 * when no base is configured).
 */
export function sendTarget(origin: string = window.location.origin): SendTarget {
  return {
    siteUrl: emailSiteUrl(config, origin),
    apiUrl: config.apiBaseUrl || origin,
    projectId: config.projectId,
    fromName: EMAIL_FROM_NAME,
  };
}

export function campaignMethods(client: PlatformClient, getEmail: () => string | undefined): CampaignMethods {
  return {
    async sendCampaign(id, options = {}) {
      const { sendCampaign } = await sender();
      return sendCampaign({ client, campaignId: String(id), ...options });
    },
    async followCampaign(id, options = {}) {
      const { followCampaign } = await sender();
      return followCampaign({ client, campaignId: String(id), ...options });
    },
    campaignProgress: (id) => client.campaignProgress(String(id)),
    async sendCampaignTest(id) {
      const to = getEmail();
      if (!to) throw new HttpError('Connexion requise', 401);
      const campaign = await client.get<StoredCampaign>('campaigns', String(id));
      const target = sendTarget();
      const { newsletterEmail } = await builder();
      const built = newsletterEmail({ ...campaign, ...target, email: to });
      await client.sendEmail({
        to,
        ...built,
        subject: `[Test] ${built.subject}`,
        fromName: target.fromName,
      });
      return { to };
    },
    async previewCampaign(campaign, email) {
      const { newsletterEmail } = await builder();
      const { subject, html, text, headers } = newsletterEmail({ ...campaign, ...sendTarget(), email });
      return client.previewEmail({ to: email, subject, html, text, headers });
    },
  };
}
