import { lazyPlatform } from '@shared/http/lazyPlatform';
import { defineIsland } from '../../islands/island';
import { ReviewForm } from './ReviewForm';

function ClientReviewForm() {
  return <ReviewForm client={lazyPlatform} />;
}

/** The review form of /contact: as the quote form (contactForm.island.tsx). */
export default defineIsland({
  name: 'reviewForm',
  Component: ClientReviewForm,
  when: ['idle', 'interaction', 'draft'],
});
