import { lazyPlatform } from '@shared/http/lazyPlatform';
import { defineIsland } from '../../islands/island';
import { ContactForm } from './ContactForm';

function QuoteRequestForm() {
  return <ContactForm client={lazyPlatform} />;
}

/**
 * The quote form of /contact: plain HTML until the visitor acts (its code downloaded after a first gesture, run on
 * the first use of a control), or at once to give back a draft kept in the tab; nothing typed is lost.
 */
export default defineIsland({
  name: 'contactForm',
  Component: QuoteRequestForm,
  when: ['idle', 'interaction', 'draft'],
});
