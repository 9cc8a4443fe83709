import EditNote from '@mui/icons-material/EditNote';
import { lazyScreen } from '../i18n/lazyScreen';

/**
 * The site's texts: one edit route per section (`/content/home`, …); the list address opens the first. Both load
 * with their route: the sections carry their zod schemas, kept off the back-office's first load.
 */
export default {
  list: lazyScreen(() => import('./ContentRedirect')),
  edit: lazyScreen(() => import('./ContentEditor')),
  icon: EditNote,
};
