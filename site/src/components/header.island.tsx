import { defineIsland } from '../islands/island';
import { Header } from './Header';

/**
 * The header: plain links and a CSS layout until the menu button is used, the bar overflows (a larger font) or an
 * administrator's session adds their items.
 */
export default defineIsland({
  name: 'header',
  Component: Header,
  when: ['interaction', 'overflow', 'admin'],
});
