import { defineIsland } from '../islands/island';
import { PublishedReviews } from './PublishedReviews';

/** Approved reviews change between builds: this island fetches its own, once it nears the viewport. */
export default defineIsland({ name: 'publishedReviews', Component: PublishedReviews, when: ['visible'] });
