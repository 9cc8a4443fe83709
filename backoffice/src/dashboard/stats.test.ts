import { describe, expect, it } from 'vitest';
import { mergeActivities, monthChange, statQueries } from './stats';

const NOW = new Date('2026-11-22T10:00:00.000Z');
const NOVEMBER = { from: '2026-10-31T23:00:00.000Z', to: '2026-11-30T23:00:00.000Z' };
const OCTOBER = { from: '2026-09-30T22:00:00.000Z', to: '2026-10-31T23:00:00.000Z' };

describe('statQueries', () => {
  it('counts on the server with the calendar months of Paris', () => {
    const q = statQueries(NOW);
    expect(q.messages).toEqual({
      total: { resource: 'messages', filter: {}, dateField: 'createdAt' },
      thisMonth: {
        resource: 'messages',
        dateField: 'createdAt',
        filter: { createdAt_gte: NOVEMBER.from, createdAt_lt: NOVEMBER.to },
      },
      lastMonth: {
        resource: 'messages',
        dateField: 'createdAt',
        filter: { createdAt_gte: OCTOBER.from, createdAt_lt: OCTOBER.to },
      },
    });
    expect(q.unread.total?.filter).toEqual({ status: 'unread' });
    expect(q.unread.thisMonth.filter).toEqual({
      status: 'unread',
      createdAt_gte: NOVEMBER.from,
      createdAt_lt: NOVEMBER.to,
    });
    expect(q.visitors.total).toBeNull();
    expect(q.visitors.thisMonth).toEqual({
      resource: 'pageviews',
      dateField: 'createdAt',
      filter: { createdAt_gte: NOVEMBER.from, createdAt_lt: NOVEMBER.to },
    });
    expect(q.emails.lastMonth).toEqual({
      resource: 'emails',
      dateField: 'sentAt',
      filter: { status: 'sent', sentAt_gte: OCTOBER.from, sentAt_lt: OCTOBER.to },
    });
  });
});

describe('monthChange', () => {
  it.each([
    [5, 4, 'up', '+25\u00a0% vs mois dernier'],
    [9, 10, 'down', '-10\u00a0% vs mois dernier'],
    [1, 3, 'down', '-67\u00a0% vs mois dernier'],
    [4, 4, 'stable', 'stable'],
    [1000, 999, 'stable', 'stable'],
    [0, 2, 'down', '-100\u00a0% vs mois dernier'],
  ])('%i this month against %i last month → %s "%s"', (current, previous, trend, text) => {
    expect(monthChange(current, previous)).toEqual({ trend, text });
  });

  it('says nothing when last month had none, whatever this month holds', () => {
    expect(monthChange(3, 0)).toBeNull();
    expect(monthChange(0, 0)).toBeNull();
  });
});

describe('mergeActivities', () => {
  it('merges the four sources newest first and keeps three', () => {
    const activities = mergeActivities({
      message: [
        { id: 'm1', name: 'Sophie Martin', subject: 'Ossature bois', createdAt: '2026-11-20T10:00:00.000Z' },
        { id: 'm2', name: 'Julien Leroy', subject: 'Diagnostic', createdAt: '2026-11-01T10:00:00.000Z' },
      ],
      email: [
        { id: 'e1', to: ['a@b.fr', 'c@d.fr'], subject: 'Re: devis', sentAt: '2026-11-21T09:00:00.000Z' },
      ],
      upload: [{ id: 'f1', name: 'chantier.jpg', uploadedAt: '2026-11-19T08:00:00.000Z' }],
      content: [{ id: 'content-home', section: 'home', updatedAt: '2026-11-22T08:00:00.000Z' }],
    });
    expect(activities).toEqual([
      {
        kind: 'content',
        id: 'content-content-home',
        date: '2026-11-22T08:00:00.000Z',
        text: 'Contenu enregistré : Accueil',
      },
      {
        kind: 'email',
        id: 'email-e1',
        date: '2026-11-21T09:00:00.000Z',
        text: 'E-mail envoyé à a@b.fr, c@d.fr — Re: devis',
      },
      {
        kind: 'message',
        id: 'message-m1',
        date: '2026-11-20T10:00:00.000Z',
        text: 'Message reçu de Sophie Martin — Ossature bois',
      },
    ]);
  });

  it('includes newsletter sign-ups and unsubscriptions', () => {
    expect(
      mergeActivities({
        signup: [{ id: 's1', email: 'lea@example.net', createdAt: '2026-11-20T10:00:00.000Z' }],
        unsubscribe: [
          {
            id: 's2',
            email: 'paul@example.net',
            status: 'unsubscribed',
            unsubscribedAt: '2026-11-21T10:00:00.000Z',
          },
        ],
      }).map((activity) => [activity.kind, activity.text]),
    ).toEqual([
      ['unsubscribe', 'Désinscription de la newsletter : paul@example.net'],
      ['signup', 'Inscription à la newsletter : lea@example.net'],
    ]);
  });

  it('skips rows without a date and copes with missing sources', () => {
    expect(
      mergeActivities({
        upload: [
          { id: 'f1', name: 'x.png' },
          { id: 'f2', name: 'y.png', uploadedAt: '2026-01-01T00:00:00Z' },
        ],
      }),
    ).toEqual([
      { kind: 'upload', id: 'upload-f2', date: '2026-01-01T00:00:00Z', text: 'Fichier uploadé : y.png' },
    ]);
  });
});
