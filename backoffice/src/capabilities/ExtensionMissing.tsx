import Alert from '@mui/material/Alert';
import { useTranslate } from 'react-admin';
import type { CallExtension } from '@shared/domain/extensions';
import { usePlatformExtension } from './usePlatformExtension';

/** Says, in place of a screen's actions, that the platform lacks what they call (docs/platform.md#extensions). */
export const ExtensionMissing = ({ name, message }: { name: CallExtension; message: string }) => {
  const translate = useTranslate();
  if (usePlatformExtension(name) !== false) return null;
  return (
    <Alert severity="info" sx={{ my: 1 }}>
      {translate(message)}
    </Alert>
  );
};
