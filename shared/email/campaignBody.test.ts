import { describe, expect, it } from 'vitest';
import { seedTemplates } from '../../mocks/seed/templates';
import { campaignBody, readerCopy } from './campaignBody';
import { newsletterEmail } from './newsletterEmail';
import { UNSUBSCRIBE_TOKEN_PLACEHOLDER } from './welcomeNewsletterEmail';

const target = {
  topic: 'energyTips' as const,
  siteUrl: 'http://127.0.0.1:4173',
  apiUrl: 'http://127.0.0.1:4173',
  projectId: 'renovation-lehavre',
  now: new Date('2026-11-27T10:00:00Z'),
};
const TOKEN = 'jeton_Abc-123';
const withToken = (text: string) => text.split(UNSUBSCRIBE_TOKEN_PLACEHOLDER).join(TOKEN);

describe('a campaign rendered once', () => {
  const campaigns = [
    {
      subject: 'Les nouvelles de {month}',
      html: '<p>Bonjour {firstName}, lisez <a href="{siteUrl}/portfolio">nos réalisations</a>.</p>',
    },
    { subject: 'Quitter ? {unsubscribeUrl}', html: '<p><a href="{unsubscribeUrl}">{unsubscribeUrl}</a></p>' },
    ...seedTemplates(target.now).map((t) => ({ subject: t.subject, html: t.content })),
  ];
  const readers = ['lea+news@example.net', "o'brien&co@example.net", 'Claire.Martin@Gmail.com'];

  it('gives each reader the very e-mail built for them alone, whatever their address', async () => {
    for (const campaign of campaigns) {
      const body = await campaignBody({ ...campaign, ...target });
      for (const email of readers) {
        const alone = newsletterEmail({ ...campaign, ...target, email });
        expect(readerCopy(body, { email, token: TOKEN }), `${campaign.subject} / ${email}`).toEqual({
          subject: withToken(alone.subject),
          html: withToken(alone.html),
          text: withToken(alone.text),
        });
      }
    }
  });

  it('holds no reader’s address, and nothing written in the campaign passes for a slot', async () => {
    const body = await campaignBody({
      subject: 'A\uE000e\uE001',
      html: '<p>\uE000t\uE001 {{unsubscribeToken}}</p>',
      ...target,
    });
    expect(JSON.stringify(body)).not.toContain('@');
    const copy = readerCopy(body, { email: 'lea@example.net', token: TOKEN });
    expect(copy.subject).toBe('Ae');
    expect(copy.html).toContain(`<p>t ${TOKEN}</p>`);
    expect(copy.html).not.toMatch(/[\uE000\uE001]/);
  });
});
