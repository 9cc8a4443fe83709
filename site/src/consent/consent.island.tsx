import { defineIsland } from '../islands/island';
import { ConsentManager } from './ConsentManager';

/**
 * The banner and the « Paramètres des Cookies » dialog: in the browser only, loaded at once for a visitor with no
 * valid choice stored, else when « Gérer les cookies » asks for it (consentStore.openConsentSettings).
 */
export default defineIsland({
  name: 'consent',
  Component: ConsentManager,
  when: ['no-consent'],
  clientOnly: true,
});
