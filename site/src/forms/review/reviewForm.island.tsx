import { lazyPlatform } from '@shared/http/lazyPlatform';
import { defineIsland } from '../../islands/island';
import { ReviewForm } from './ReviewForm';

function ClientReviewForm() {
  return <ReviewForm client={lazyPlatform} />;
}

/** The review form of /contact: wakes as it nears the viewport or on its first focus. */
export default defineIsland({
  name: 'reviewForm',
  Component: ClientReviewForm,
  when: ['visible', 'interaction'],
});
