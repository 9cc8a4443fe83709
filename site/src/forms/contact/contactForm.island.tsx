import { lazyPlatform } from '@shared/http/lazyPlatform';
import { defineIsland } from '../../islands/island';
import { ContactForm } from './ContactForm';

function QuoteRequestForm() {
  return <ContactForm client={lazyPlatform} />;
}

/** The quote form of /contact: wakes as it nears the viewport or on its first focus; nothing typed is lost. */
export default defineIsland({
  name: 'contactForm',
  Component: QuoteRequestForm,
  when: ['visible', 'interaction'],
});
