import PhotoLibrary from '@mui/icons-material/PhotoLibrary';
import type { RaRecord } from 'react-admin';
import { lazyScreen } from '../i18n/lazyScreen';

/** The media library resource (/admin/media; /admin/media-images shows the same screen). */
export const MediaList = lazyScreen(() => import('./MediaList'));

export default {
  list: MediaList,
  icon: PhotoLibrary,
  options: { label: 'Médias & Images' },
  recordRepresentation: (record: RaRecord) => String(record.name),
};
