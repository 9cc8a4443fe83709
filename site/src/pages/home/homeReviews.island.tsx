import { defineIsland } from '../../islands/island';
import { HomeReviews } from './HomeReviews';

/** The testimonials are in the HTML; approved reviews replace them once the section nears the viewport. */
export default defineIsland({ name: 'homeReviews', Component: HomeReviews, when: ['visible'] });
