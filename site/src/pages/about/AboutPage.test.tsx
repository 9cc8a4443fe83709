// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_CONTENT } from '@shared/content/defaults';
import { AboutPage, type AboutPageProps } from './AboutPage';

afterEach(cleanup);

function renderPage(props: AboutPageProps = {}) {
  render(
    <MemoryRouter>
      <AboutPage {...props} />
    </MemoryRouter>,
  );
}

describe('AboutPage', () => {
  it('renders the default content and every expected section (docs/product.md#routes-du-site)', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: DEFAULT_CONTENT.about.title })).toBeInTheDocument();
    for (const name of [
      'Notre vision',
      'Notre histoire',
      'Nos valeurs',
      'Notre savoir-faire',
      'Notre mission',
    ]) {
      expect(screen.getByRole('region', { name })).toBeInTheDocument();
    }
    const values = screen.getByRole('region', { name: 'Nos valeurs' });
    for (const value of ['Excellence', 'Innovation', 'Engagement']) {
      expect(within(values).getByRole('heading', { name: value })).toBeInTheDocument();
    }
    const knowHow = screen.getByRole('region', { name: 'Notre savoir-faire' });
    expect(within(knowHow).getByText('30+')).toBeInTheDocument();
    expect(within(knowHow).getByText('100 %')).toBeInTheDocument();
    expect(within(knowHow).getByText(/certifiée/)).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Notre histoire' })).getByText('2023'),
    ).toBeInTheDocument();
  });

  it('uses the stored title, description paragraphs and team image', () => {
    renderPage({
      content: {
        title: 'Qui nous sommes',
        description: 'Premier paragraphe.\n\nSecond paragraphe.',
        teamImage: '/media/equipe.jpg',
      },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Qui nous sommes' })).toBeInTheDocument();
    expect(screen.getByText('Premier paragraphe.').tagName).toBe('P');
    expect(screen.getByText('Second paragraphe.').tagName).toBe('P');
    const image = screen.getByRole('img', { name: 'L’équipe de l’entreprise' });
    expect(image).toHaveAttribute('src', '/media/equipe.jpg');
    expect(image).toHaveAttribute('width');
    expect(image).toHaveAttribute('loading', 'lazy');
  });

  it('gives the team image its stored alt text, or the default one when the stored alt is empty', () => {
    renderPage({
      content: { teamImage: '/media/equipe.jpg', teamImageAlt: 'Nos cinq artisans devant un chantier' },
    });
    expect(screen.getByRole('img', { name: 'Nos cinq artisans devant un chantier' })).toHaveAttribute(
      'src',
      '/media/equipe.jpg',
    );
    cleanup();
    renderPage({ content: { teamImage: '/media/equipe.jpg', teamImageAlt: '' } });
    expect(screen.getByRole('img', { name: DEFAULT_CONTENT.about.teamImageAlt })).toBeInTheDocument();
  });

  it('falls back to the defaults for empty stored fields', () => {
    renderPage({ content: { title: '', description: '' } });
    expect(screen.getByRole('heading', { level: 1, name: DEFAULT_CONTENT.about.title })).toBeInTheDocument();
    expect(screen.queryByRole('img')).toBeNull();
  });
});
