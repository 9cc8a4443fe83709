// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { Notification, Resource, TestMemoryRouter, type DataProvider } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { TestAdminContext } from '../testing/TestAdminContext';
import { CampaignCreate } from './CampaignCreate';

function renderCreate(create: DataProvider['create']) {
  const dataProvider = {
    getList: vi.fn().mockResolvedValue({ data: [], total: 0 }),
    getMany: vi.fn().mockResolvedValue({ data: [] }),
    getOne: vi.fn(),
    create,
  } as unknown as DataProvider;
  render(
    <TestMemoryRouter initialEntries={['/campaigns/create']}>
      <TestAdminContext dataProvider={dataProvider}>
        <Routes>
          <Route
            path="/campaigns/*"
            element={
              <Resource name="campaigns" create={CampaignCreate} show={() => <p>Page de la campagne</p>} />
            }
          />
        </Routes>
        <Notification />
      </TestAdminContext>
    </TestMemoryRouter>,
  );
}

describe('creating a campaign', () => {
  it('names the screen « Nouvelle campagne », then says which campaign was created, in French, on its page', async () => {
    const create = vi.fn(async (_resource: string, { data }: { data: Record<string, unknown> }) => ({
      data: { ...data, id: 'c1' },
    }));
    renderCreate(create as unknown as DataProvider['create']);
    expect(await screen.findByRole('heading', { level: 1, name: 'Nouvelle campagne' })).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(/^Nom de la campagne/), { target: { value: 'Campagne A' } });
    fireEvent.change(screen.getByLabelText(/^Objet de l’e-mail/), { target: { value: 'Les aides 2027' } });
    fireEvent.change(screen.getByLabelText(/^Contenu HTML/), { target: { value: '<p>Bonjour</p>' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Campagne « Campagne A » créée')).toBeInTheDocument();
    expect(screen.queryByText('Élément créé')).toBeNull();
    expect(await screen.findByText('Page de la campagne')).toBeInTheDocument();
    expect(create).toHaveBeenCalledWith(
      'campaigns',
      expect.objectContaining({ data: expect.objectContaining({ name: 'Campagne A', status: 'draft' }) }),
    );
  });
});
