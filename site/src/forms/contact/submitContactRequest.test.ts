import { describe, expect, it } from 'vitest';
import { PlatformError } from '@shared/http/errors';
import { submitContactRequest } from './submitContactRequest';
import { fakeClient } from './testClient';

const values = {
  name: 'Jeanne Martin',
  email: 'jeanne@example.fr',
  company: '',
  phone: '06 12 34 56 78',
  postalCode: '76600',
  subject: 'Ossature bois' as const,
  message: 'Une extension de 20 m².\nMerci',
};
const now = () => new Date('2025-03-03T13:05:00.000Z');

describe('submitContactRequest', () => {
  it('stores the request, asks for both e-mails by name, then marks the notification sent', async () => {
    const { client, mocks } = fakeClient();
    const result = await submitContactRequest(client, values, { now });

    expect(result).toEqual({ id: 'msg-1', notificationStatus: 'sent' });
    expect(mocks.create).toHaveBeenCalledWith('messages', {
      name: 'Jeanne Martin',
      email: 'jeanne@example.fr',
      phone: '06 12 34 56 78',
      postalCode: '76600',
      subject: 'Ossature bois',
      message: 'Une extension de 20 m².\nMerci',
      date: '2025-03-03T13:05:00.000Z',
      status: 'unread',
      source: 'contact_form',
      priority: 'medium',
      notificationStatus: 'pending',
    });
    // The platform renders and addresses them from the stored request: the page names them, nothing more.
    expect(mocks.sendSiteEmail.mock.calls).toEqual([
      [{ message: 'quote-notification', documentId: 'msg-1' }],
      [{ message: 'quote-confirmation', documentId: 'msg-1' }],
    ]);
    expect(mocks.sendEmail).not.toHaveBeenCalled();
    expect(mocks.update).toHaveBeenCalledWith(
      'messages',
      { _id: 'msg-1' },
      { notificationStatus: 'sent' },
      { token: 'jeton-1' },
    );
    // E-mails are asked for only after the request is stored, and the flag only after the e-mails.
    expect(mocks.create.mock.invocationCallOrder[0]).toBeLessThan(
      mocks.sendSiteEmail.mock.invocationCallOrder[0]!,
    );
    expect(mocks.sendSiteEmail.mock.invocationCallOrder[1]).toBeLessThan(
      mocks.update.mock.invocationCallOrder[0]!,
    );
  });

  it('includes the company only when given', async () => {
    const { client, mocks } = fakeClient();
    await submitContactRequest(client, { ...values, company: 'Atelier Martin' }, { now });
    expect(mocks.create.mock.calls[0]?.[1]).toMatchObject({ company: 'Atelier Martin' });
    await submitContactRequest(client, { ...values, company: '  ' }, { now });
    expect(mocks.create.mock.calls[1]?.[1]).not.toHaveProperty('company');
  });

  it('throws and sends nothing when storing fails', async () => {
    const { client, mocks } = fakeClient();
    mocks.create.mockRejectedValueOnce(new PlatformError(500, 'boom'));
    await expect(submitContactRequest(client, values, { now })).rejects.toThrow('boom');
    expect(mocks.sendSiteEmail).not.toHaveBeenCalled();
    expect(mocks.update).not.toHaveBeenCalled();
  });

  it('flags the message "failed" when one e-mail fails, without throwing', async () => {
    const { client, mocks } = fakeClient();
    mocks.sendSiteEmail
      .mockResolvedValueOnce({ ids: ['1'] })
      .mockRejectedValueOnce(new PlatformError(409, 'Cet e-mail a déjà été envoyé.'));
    await expect(submitContactRequest(client, values, { now })).resolves.toEqual({
      id: 'msg-1',
      notificationStatus: 'failed',
    });
    expect(mocks.update).toHaveBeenCalledWith(
      'messages',
      { _id: 'msg-1' },
      { notificationStatus: 'failed' },
      { token: 'jeton-1' },
    );
  });

  it('ignores a failure of the final flag update', async () => {
    const { client, mocks } = fakeClient();
    mocks.update.mockRejectedValueOnce(new PlatformError(500, 'down'));
    await expect(submitContactRequest(client, values, { now })).resolves.toMatchObject({
      notificationStatus: 'sent',
    });
  });
});
