import { lazy, Suspense, useEffect, useState } from 'react';
import { usePageview } from './analytics';
import { onConsentSettingsRequest, type SettingsMethod } from './consentChoice';

// The dialog is its own chunk: the island wakes on the first sign of interest, the dialog comes with the click.
const loadUi = () => import('./ConsentUi');
const ConsentUi = lazy(loadUi);

/**
 * The "Paramètres des Cookies" dialog, opened on request: the banner's "Personnaliser", the footer's "Gérer les
 * cookies" (consentChoice.requestConsentSettings). The banner itself is HTML and the page's script
 * (bannerScript.ts). Renders nothing on the server and on the first client render.
 */
export function ConsentManager() {
  const [settingsMethod, setSettingsMethod] = useState<SettingsMethod | null>(null);
  usePageview();

  useEffect(() => {
    void loadUi();
    return onConsentSettingsRequest(setSettingsMethod);
  }, []);

  if (!settingsMethod) return null;
  return (
    <Suspense fallback={null}>
      <ConsentUi settingsMethod={settingsMethod} onClose={() => setSettingsMethod(null)} />
    </Suspense>
  );
}
