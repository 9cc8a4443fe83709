import { HttpError, type Identifier } from 'react-admin';
import { emailSiteUrl } from '@shared/config';
import { EMAIL_FROM_NAME } from '@shared/domain/company';
import type { Template } from '@shared/domain/templates';
import type { PlatformClient } from '@shared/http/types';

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
      // The e-mail builders load with the first test send, not with the back-office (docs/product.md#premier-chargement).
      const [template, { filledTemplateEmail, sampleValues }] = await Promise.all([
        client.get<Template>('templates', String(id)),
        import('@shared/email/placeholders'),
      ]);
      const { subject, html, text } = filledTemplateEmail(template, sampleValues(emailSiteUrl()));
      await client.sendEmail({ to, subject: `[Test] ${subject}`, html, text, fromName: EMAIL_FROM_NAME });
      return { to };
    },
  };
}
