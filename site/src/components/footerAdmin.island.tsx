import { defineIsland } from '../islands/island';
import { FooterAdminLink } from './FooterAdminLink';

/** Rendered in the browser only, and only loaded when an administrator's session is stored. */
export default defineIsland({
  name: 'footerAdmin',
  Component: FooterAdminLink,
  when: ['admin'],
  clientOnly: true,
  tag: 'li',
});
