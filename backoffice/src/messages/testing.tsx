import { render, screen } from '@testing-library/react';
import { vi } from 'vitest';
import {
  Notification,
  ResourceContextProvider,
  TestMemoryRouter,
  useLocation,
  type DataProvider,
  type RaRecord,
} from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { MessageInbox } from './MessageInbox';
import { TestAdminContext } from '../testing/TestAdminContext';

export const sampleMessages = (): RaRecord[] => [
  {
    id: 'm1',
    name: 'Sophie Martin',
    email: 'sophie@example.fr',
    phone: '06 12 34 56 78',
    company: 'SCI Les Docks',
    postalCode: '76620',
    subject: 'Diagnostic énergétique',
    message: 'Bonjour,\nUne maison de 1965.\n\nMerci',
    date: '2026-11-22T13:05:00.000Z',
    status: 'unread',
    source: 'contact_form',
    priority: 'high',
    notificationStatus: 'failed',
  },
  {
    id: 'm2',
    name: 'Karim Benali',
    email: 'karim@example.com',
    subject: 'Ossature bois',
    message: 'Une extension de 25 m².',
    date: '2025-07-01T08:05:00.000Z',
    status: 'read',
    source: 'contact_form',
    priority: 'low',
    notificationStatus: 'sent',
    replies: [
      {
        subject: 'Re: Ossature bois',
        message: 'Bonjour,\nNous passons mardi.',
        sentAt: '2025-07-02T07:30:00.000Z',
        sentBy: 'admin@example.com',
      },
    ],
  },
  {
    id: 'm3',
    name: 'Claire Dubois',
    email: 'claire@example.org',
    subject: 'Travaux généraux',
    message: 'Une terrasse.',
    date: '2025-06-01T08:05:00.000Z',
    status: 'archived',
    source: 'contact_form',
    priority: 'medium',
  },
];

/** An in-memory data provider (with the inbox's custom method) whose calls the tests inspect. */
export function fakeDataProvider(records: RaRecord[] = sampleMessages()) {
  const rows = records.map((r) => ({ ...r }));
  const find = (id: unknown) => rows.find((r) => String(r.id) === String(id));
  return {
    getList: vi.fn(async () => ({ data: rows.map((r) => ({ ...r })), total: rows.length })),
    getOne: vi.fn(async (_resource: string, { id }: { id: unknown }) => {
      const record = find(id);
      if (!record) throw new Error('Not found');
      return { data: { ...record } };
    }),
    update: vi.fn(async (_resource: string, { id, data }: { id: unknown; data: Record<string, unknown> }) => {
      const record = find(id);
      if (!record) throw new Error('Not found');
      Object.assign(record, data);
      return { data: { ...record } };
    }),
    delete: vi.fn(async (_resource: string, { id }: { id: unknown }) => {
      const index = rows.findIndex((r) => String(r.id) === String(id));
      const [removed] = rows.splice(index, 1);
      return { data: removed };
    }),
    sendReply: vi.fn(async (id: unknown) => ({ data: { ...find(id) } })),
    getMany: vi.fn(),
    getManyReference: vi.fn(),
    create: vi.fn(),
    updateMany: vi.fn(),
    deleteMany: vi.fn(),
  };
}

/** The current address, for the tests to read (`currentPath()`). */
const LocationSpy = () => {
  const location = useLocation();
  return <output data-testid="location" hidden>{`${location.pathname}${location.search}`}</output>;
};

export const currentPath = () => screen.getByTestId('location').textContent;

export function renderInbox(dataProvider = fakeDataProvider(), path = '/messages') {
  render(
    <TestMemoryRouter initialEntries={[path]}>
      <TestAdminContext dataProvider={dataProvider as unknown as DataProvider}>
        <ResourceContextProvider value="messages">
          <Routes>
            <Route path="/messages/*" element={<MessageInbox />} />
          </Routes>
          <LocationSpy />
          <Notification />
        </ResourceContextProvider>
      </TestAdminContext>
    </TestMemoryRouter>,
  );
  return dataProvider;
}
