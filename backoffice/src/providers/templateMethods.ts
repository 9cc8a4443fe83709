import { HttpError, type Identifier } from 'react-admin';
import { emailSiteUrl } from '@shared/config';
import { EMAIL_FROM_NAME } from '@shared/domain/company';
import type { Template } from '@shared/domain/templates';
import type { PlatformClient } from '@shared/http/types';
import { filledTemplateEmail, sampleValues } from '@shared/email/placeholders';

export interface TemplateMethods {
  /** Sends the stored template, placeholders filled with sample values, to the signed-in administrator. */
  sendTemplateTest(id: Identifier): Promise<{ to: string }>;
}

export function templateMethods(
  client: Pick<PlatformClient, 'get' | 'sendEmail'>,
  getEmail: () => string | undefined,
): TemplateMethods {
  return {
    async sendTemplateTest(id) {
      const to = getEmail();
      if (!to) throw new HttpError('Connexion requise', 401);
      const template = await client.get<Template>('templates', String(id));
      const { subject, html, text } = filledTemplateEmail(template, sampleValues(emailSiteUrl()));
      await client.sendEmail({ to, subject: `[Test] ${subject}`, html, text, fromName: EMAIL_FROM_NAME });
      return { to };
    },
  };
}
