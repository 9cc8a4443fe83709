import PhotoLibrary from '@mui/icons-material/PhotoLibrary';
import { lazy } from 'react';
import type { RaRecord } from 'react-admin';

/** The media library resource (/admin/media; /admin/media-images shows the same screen). */
export const MediaList = lazy(() => import('./MediaList'));

export default {
  list: MediaList,
  icon: PhotoLibrary,
  options: { label: 'Médias & Images' },
  recordRepresentation: (record: RaRecord) => String(record.name),
};
