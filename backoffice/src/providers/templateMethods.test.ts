import { describe, expect, it, vi } from 'vitest';
import { templateMethods } from './templateMethods';

const template = {
  _id: 't1',
  name: 'Bienvenue',
  type: 'welcome',
  subject: 'Bonjour {firstName}',
  content: '<p>Bonjour {firstName}, <a href="{unsubscribeUrl}">désinscription</a></p>',
};

describe('sendTemplateTest', () => {
  it('sends the filled template to the signed-in administrator through email/send', async () => {
    const get = vi.fn().mockResolvedValue(template);
    const sendEmail = vi.fn().mockResolvedValue({ ids: ['e1'] });
    const result = await templateMethods({ get, sendEmail }, () => 'admin@example.com').sendTemplateTest(
      't1',
    );
    expect(get).toHaveBeenCalledWith('templates', 't1');
    expect(result).toEqual({ to: 'admin@example.com' });
    const payload = sendEmail.mock.calls[0]?.[0];
    expect(payload).toMatchObject({ to: 'admin@example.com', subject: '[Test] Bonjour Marie' });
    expect(payload.html).toContain('Bonjour Marie');
    expect(payload.html).not.toMatch(/\{firstName\}|\{unsubscribeUrl\}/);
  });

  it('refuses without a signed-in user and sends nothing', async () => {
    const sendEmail = vi.fn();
    await expect(
      templateMethods({ get: vi.fn(), sendEmail }, () => undefined).sendTemplateTest('t1'),
    ).rejects.toMatchObject({
      status: 401,
    });
    expect(sendEmail).not.toHaveBeenCalled();
  });
});
