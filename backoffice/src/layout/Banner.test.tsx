// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { TestMemoryRouter, useNavigate } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { Banner, ScreenBannerProvider, useScreenBanner } from './Banner';
import { TestAdminContext } from '../testing/TestAdminContext';

afterEach(cleanup);

const Screen = () => {
  const { banner, success, clear } = useScreenBanner();
  const navigate = useNavigate();
  return (
    <>
      <Banner banner={banner} onClose={clear} />
      <button onClick={() => success('Template créé avec succès')}>Annoncer</button>
      <button onClick={() => navigate('/templates/t1/show')}>Même écran</button>
      <button onClick={() => navigate('/media')}>Autre écran</button>
    </>
  );
};

describe('the screen banner', () => {
  it('stays while the screen’s routes change, and goes when another screen opens', () => {
    render(
      <TestMemoryRouter initialEntries={['/templates/create']}>
        <TestAdminContext>
          <ScreenBannerProvider>
            <Screen />
          </ScreenBannerProvider>
        </TestAdminContext>
      </TestMemoryRouter>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Annoncer' }));
    fireEvent.click(screen.getByRole('button', { name: 'Même écran' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Template créé avec succès');
    fireEvent.click(screen.getByRole('button', { name: 'Autre écran' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
