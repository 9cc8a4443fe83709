import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';
import { useTranslate } from 'react-admin';

/**
 * What a screen shows where data failed to load: the error and « Réessayer », in place of the data. Never beside an
 * empty state or a count, which would pass for an answer of the platform. Lists use it through ./AdminList; this
 * module stays apart from react-admin's list code, which the dashboard does not load.
 */
export const LoadError = ({
  message,
  onRetry,
  sx,
}: {
  /** A translation key. */
  message: string;
  onRetry: () => void;
  sx?: SxProps<Theme>;
}) => {
  const translate = useTranslate();
  return (
    <Alert
      severity="error"
      sx={sx}
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {translate('app.errors.retry')}
        </Button>
      }
    >
      {translate(message)}
    </Alert>
  );
};
