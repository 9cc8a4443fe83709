import { defineIsland } from '../islands/island';
import { ConsentManager } from './ConsentManager';

/**
 * The « Paramètres des Cookies » dialog: in the browser only, woken when the banner's « Personnaliser » or the
 * footer's « Gérer les cookies » is pointed at or asks for it (bannerScript.ts); no trigger of its own.
 */
export default defineIsland({
  name: 'consent',
  Component: ConsentManager,
  when: [],
  clientOnly: true,
});
