import { defineIsland } from '../islands/island';
import { Header } from './Header';

/**
 * The header: plain links, a CSS layout and the browser's own popover menu (no script). Its code wakes only when the
 * bar overflows (a larger font) or an administrator's session adds their items.
 */
export default defineIsland({
  name: 'header',
  Component: Header,
  when: ['overflow', 'admin'],
});
