import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate, type DataProvider } from 'react-admin';
import type { MediaMethods } from '../providers/mediaMethods';
import type { MediaPlace } from '../providers/mediaUsage';
import type { MediaRecord } from './mediaTypes';

export interface DeleteMediaDialogProps {
  /** The files to delete; none: the dialog is closed. */
  records: MediaRecord[];
  title: string;
  question: string;
  onClose: () => void;
  onConfirm: () => void;
}

/** The name of a place, and what becomes of it once the file is gone (docs/product.md#médiathèque). */
function usePlaceLabel() {
  const translate = useTranslate();
  return (place: MediaPlace) => {
    switch (place.kind) {
      case 'content':
        return translate('app.media.usage.content', {
          section: translate(`app.content.sections.${place.section}`),
          field: translate(`resources.content.fields.${place.field}`),
        });
      case 'project':
        return translate('app.media.usage.project', { title: place.title });
      case 'template':
        return translate('app.media.usage.template', { name: place.name });
    }
  };
}

/**
 * Asks before deleting media files, and first says where each one is shown: those places are cleared when the
 * deletion goes ahead. Confirming waits for the answer; if it cannot be had, nothing can be confirmed.
 */
export const DeleteMediaDialog = ({
  records,
  title,
  question,
  onClose,
  onConfirm,
}: DeleteMediaDialogProps) => {
  const translate = useTranslate();
  const placeLabel = usePlaceLabel();
  const dataProvider = useDataProvider<DataProvider & MediaMethods>();
  const open = records.length > 0;
  const urls = records.map((record) => record.url);
  const usage = useQuery({
    queryKey: ['media', 'usage', urls],
    queryFn: () => dataProvider.findMediaUsage(urls),
    enabled: open,
    // Asked afresh each time the dialog opens: a template may have changed since.
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
  const many = records.length > 1;
  const used = (usage.data ?? []).filter((entry) => entry.places.length > 0);
  const nameOf = (url: string) => records.find((record) => record.url === url)?.name ?? url;

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="delete-media-title">
      <DialogTitle id="delete-media-title">{title}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{question}</DialogContentText>
        {usage.isPending ? (
          <Typography role="status">{translate('app.media.usage.checking')}</Typography>
        ) : usage.isError ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void usage.refetch()}>
                {translate('app.media.retry')}
              </Button>
            }
          >
            {translate('app.media.usage.check_failed')}
          </Alert>
        ) : used.length === 0 ? (
          <Typography>
            {translate(many ? 'app.media.usage.unused_many' : 'app.media.usage.unused')}
          </Typography>
        ) : (
          <Alert severity="warning" icon={false}>
            <Typography sx={{ fontWeight: 600 }}>
              {many
                ? translate('app.media.usage.used_many', { smart_count: used.length })
                : translate('app.media.usage.used', { smart_count: used[0]!.places.length })}
            </Typography>
            {used.map((entry) => (
              <Box key={entry.url} sx={{ mt: 1 }}>
                {many && <Typography sx={{ fontWeight: 600 }}>{nameOf(entry.url)}</Typography>}
                <Box component="ul" sx={{ my: 0.5, pl: 3 }}>
                  {entry.places.map((place) => (
                    <li key={`${place.kind}-${place.id}-${place.kind === 'content' ? place.field : ''}`}>
                      {placeLabel(place)}
                    </li>
                  ))}
                </Box>
              </Box>
            ))}
            <Typography sx={{ mt: 1 }}>{translate('app.media.usage.after')}</Typography>
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" color="error" disabled={!usage.isSuccess} onClick={onConfirm}>
          {translate('ra.action.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
