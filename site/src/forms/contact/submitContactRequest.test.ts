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
  it('stores the request, sends both emails, then marks the notification sent', async () => {
    const { client, mocks } = fakeClient();
    const result = await submitContactRequest(client, values, { now, companyEmail: 'societe@example.fr' });

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
    expect(mocks.sendEmail).toHaveBeenCalledTimes(2);
    expect(mocks.sendEmail).toHaveBeenCalledWith(
      expect.objectContaining({
        to: 'societe@example.fr',
        replyTo: 'jeanne@example.fr',
        fromName: 'Habitat Durable Le Havre',
        subject: 'Nouvelle demande de contact - Ossature bois',
      }),
    );
    expect(mocks.sendEmail).toHaveBeenCalledWith(
      expect.objectContaining({
        to: 'jeanne@example.fr',
        subject: 'Confirmation de réception - Ossature bois',
      }),
    );
    expect(mocks.update).toHaveBeenCalledWith('messages', { _id: 'msg-1' }, { notificationStatus: 'sent' });
    // Emails go out only after the request is stored, and the flag only after the emails.
    expect(mocks.create.mock.invocationCallOrder[0]).toBeLessThan(
      mocks.sendEmail.mock.invocationCallOrder[0]!,
    );
    expect(mocks.sendEmail.mock.invocationCallOrder[1]).toBeLessThan(
      mocks.update.mock.invocationCallOrder[0]!,
    );
  });

  it('includes the company only when given', async () => {
    const { client, mocks } = fakeClient();
    await submitContactRequest(client, { ...values, company: 'Atelier Martin' }, { now });
    expect(mocks.create.mock.calls[0]?.[1]).toMatchObject({ company: 'Atelier Martin' });
    const notification = mocks.sendEmail.mock.calls[0]?.[0] as { text: string };
    expect(notification.text).toContain('Entreprise : Atelier Martin');
  });

  it('throws and sends nothing when storing fails', async () => {
    const { client, mocks } = fakeClient();
    mocks.create.mockRejectedValueOnce(new PlatformError(500, 'boom'));
    await expect(submitContactRequest(client, values, { now })).rejects.toThrow('boom');
    expect(mocks.sendEmail).not.toHaveBeenCalled();
    expect(mocks.update).not.toHaveBeenCalled();
  });

  it('flags the message "failed" when one email fails, without throwing', async () => {
    const { client, mocks } = fakeClient();
    mocks.sendEmail
      .mockResolvedValueOnce({ ids: ['1'] })
      .mockRejectedValueOnce(new PlatformError(429, 'Trop'));
    await expect(submitContactRequest(client, values, { now })).resolves.toEqual({
      id: 'msg-1',
      notificationStatus: 'failed',
    });
    expect(mocks.update).toHaveBeenCalledWith('messages', { _id: 'msg-1' }, { notificationStatus: 'failed' });
  });

  it('ignores a failure of the final flag update', async () => {
    const { client, mocks } = fakeClient();
    mocks.update.mockRejectedValueOnce(new PlatformError(500, 'down'));
    await expect(submitContactRequest(client, values, { now })).resolves.toMatchObject({
      notificationStatus: 'sent',
    });
  });
});
