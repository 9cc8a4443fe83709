import { lazy, Suspense, useEffect, useState } from 'react';
import { usePageview } from './analytics';
import { COOKIE_BANNER_DELAY_MS, onConsentSettingsRequest, readConsent } from './consentStore';

// The banner and the dialog are their own chunk: the first load only carries this switch.
const loadUi = () => import('./ConsentUi');
const ConsentUi = lazy(loadUi);

/**
 * Shows the cookie banner 1 s after load when no valid choice is saved, and the "Paramètres des Cookies"
 * dialog when asked (banner's "Personnaliser", footer's "Gérer les cookies"). Renders nothing on the server
 * and on the first client render, so prerendered HTML and hydration never contain it.
 */
export function ConsentManager() {
  const [bannerOpen, setBannerOpen] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [settingsMethod, setSettingsMethod] = useState<'dialog' | 'footer'>('dialog');
  usePageview();

  useEffect(() => {
    const stop = onConsentSettingsRequest(() => {
      setSettingsMethod('footer');
      setSettingsOpen(true);
    });
    if (readConsent()) return stop;
    void loadUi(); // fetched while the visitor starts reading, ready when the banner is due
    const timer = window.setTimeout(() => setBannerOpen(true), COOKIE_BANNER_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      stop();
    };
  }, []);

  if (!bannerOpen && !settingsOpen) return null;
  return (
    <Suspense fallback={null}>
      <ConsentUi
        bannerOpen={bannerOpen}
        settingsOpen={settingsOpen}
        settingsMethod={settingsMethod}
        onOpenSettings={() => {
          setSettingsMethod('dialog');
          setSettingsOpen(true);
        }}
        onCloseSettings={() => setSettingsOpen(false)}
        onSaved={() => {
          setBannerOpen(false);
          setSettingsOpen(false);
        }}
      />
    </Suspense>
  );
}
