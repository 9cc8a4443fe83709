import { session } from '@shared/auth/session';
import { config as defaultConfig, resolvedApiBaseUrl, type AppConfig } from '@shared/config';
import { signatureHeaders } from '@shared/http/sign';

/** A request signed ahead of time, to be sent by `fetch(url, init)` as it is. */
export interface SignedRequest {
  url: string;
  init: RequestInit;
}

/**
 * A call on a campaign's claim, signed and authorized like any other, outside the platform client (which the public
 * pages load, and these calls are the back-office's alone): `renew`, the heartbeat of the tab that sends, and
 * `release`, signed now to be sent later, when the page closes (`pagehide`) and can no longer wait for a
 * signature: a `keepalive` request the browser finishes after the page is gone, good once within the signature's
 * window (300 s).
 */
export async function signedClaimCall(
  action: 'renew' | 'release',
  campaignId: string,
  claimId: string,
  config: AppConfig = defaultConfig,
  getToken: () => string | null = session.getToken,
): Promise<SignedRequest> {
  const body = JSON.stringify({ claimId });
  const token = getToken();
  return {
    url: `${resolvedApiBaseUrl(config)}/lm/${encodeURIComponent(config.projectId)}/campaigns/${encodeURIComponent(campaignId)}/${action}`,
    init: {
      method: 'POST',
      keepalive: true,
      headers: {
        accept: 'application/json',
        'content-type': 'application/json',
        ...(await signatureHeaders(config.signSecret, '', body)),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body,
    },
  };
}
