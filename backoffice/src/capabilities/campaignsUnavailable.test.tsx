// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { ResourceContextProvider, TestMemoryRouter, type DataProvider } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mintToken } from '@mocks/auth/tokens';
import { createNodeEmulator } from '@mocks/node';
import type { AppConfig } from '@shared/config';
import type { ExtensionSwitches } from '@shared/domain/extensions';
import { createPlatformClient } from '@shared/http/client';
import { CampaignList } from '../campaigns/CampaignList';
import CampaignShow from '../campaigns/CampaignShow';
import { createDataProvider } from '../providers/dataProvider';
import { TestAdminContext } from '../testing/TestAdminContext';

/**
 * The campaigns screens on the real data provider and client, against the emulator with and without its campaign
 * calls (docs/platform.md#extensions): without them, the screens say so and offer no send.
 */
const UNAVAILABLE = 'L’envoi des campagnes n’est pas disponible sur cette plateforme.';
const config: AppConfig = {
  apiBaseUrl: 'http://api.test',
  authOrigin: 'http://auth.test',
  projectId: 'renovation-lehavre',
  signSecret: 'capabilities-test-secret-01',
  adminEmails: ['admin@example.com'],
  siteUrl: 'https://www.renovation-lehavre.example',
};
const draft = {
  name: 'Aides 2027',
  subject: 'Les aides à la rénovation en 2027',
  topic: 'newsletter',
  status: 'draft',
  html: '<p>Bonjour</p>',
};

/** Starts the emulator for the describe block that calls it; answers the data provider and the draft's id. */
function useEmulator(extensions: ExtensionSwitches) {
  const emulator = createNodeEmulator({ config, seed: false, extensions });
  const state = { dataProvider: undefined as unknown as DataProvider, id: '' };
  beforeAll(async () => {
    emulator.server.listen({ onUnhandledRequest: 'error' });
    await emulator.store.ready();
    const { accessToken } = await mintToken({
      email: 'admin@example.com',
      projectId: config.projectId,
      secret: emulator.ctx.secrets.auth,
      adminEmails: config.adminEmails,
      now: new Date(),
    });
    state.id = emulator.store.insert('campaigns', draft)._id;
    await emulator.store.flush();
    const client = createPlatformClient({ config, getToken: () => accessToken, retryDelayMs: 1 });
    state.dataProvider = createDataProvider(client);
  });
  afterAll(() => emulator.server.close());
  return state;
}

function renderAt(path: string, dataProvider: DataProvider) {
  render(
    <TestMemoryRouter initialEntries={[path]}>
      <TestAdminContext dataProvider={dataProvider}>
        <ResourceContextProvider value="campaigns">
          <Routes>
            <Route path="/campaigns" element={<CampaignList />} />
            <Route path="/campaigns/:id/show" element={<CampaignShow />} />
          </Routes>
        </ResourceContextProvider>
      </TestAdminContext>
    </TestMemoryRouter>,
  );
}

describe('on a platform without the campaign calls', () => {
  const emulator = useEmulator({ campaigns: false });

  it('the list says the campaigns cannot be sent here', async () => {
    renderAt('/campaigns', emulator.dataProvider);
    expect(await screen.findByText(UNAVAILABLE)).toBeInTheDocument();
    expect(await screen.findByText('Aides 2027')).toBeInTheDocument();
  });

  it('a campaign’s screen says so too and offers no « Envoyer la campagne »', async () => {
    renderAt(`/campaigns/${emulator.id}/show`, emulator.dataProvider);
    expect(await screen.findByText(UNAVAILABLE)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Envoyer un test' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Envoyer la campagne' })).toBeNull();
  });
});

describe('on a platform with the campaign calls', () => {
  const emulator = useEmulator({});

  it('a campaign’s screen offers « Envoyer la campagne » and no warning', async () => {
    renderAt(`/campaigns/${emulator.id}/show`, emulator.dataProvider);
    expect(await screen.findByRole('button', { name: 'Envoyer la campagne' })).toBeInTheDocument();
    expect(screen.queryByText(UNAVAILABLE)).toBeNull();
  });
});
