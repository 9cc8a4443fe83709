import EditNote from '@mui/icons-material/EditNote';
import { lazy } from 'react';
import { ContentRedirect } from './ContentRedirect';

/** The site's texts: one edit route per section (`/content/home`, …); the list address opens the first. */
export default {
  list: ContentRedirect,
  edit: lazy(() => import('./ContentEditor')),
  icon: EditNote,
};
