import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useGetList, useTranslate } from 'react-admin';
import { LoadError } from '../layout/LoadError';
import { ImageUploader } from './ImageUploader';
import type { MediaRecord, PickedImage } from './mediaTypes';

export interface MediaPickerDialogProps {
  open: boolean;
  onClose: () => void;
  /** Called with the chosen (or freshly uploaded) image; the dialog then closes. */
  onPick: (image: PickedImage) => void;
  /** Folder for a new upload (default 'general'). */
  folder?: string;
  title?: string;
}

const toPicked = (media: MediaRecord): PickedImage => ({ url: media.url, alt: media.alt ?? '' });

const Library = ({ onPick }: { onPick: (media: MediaRecord) => void }) => {
  const translate = useTranslate();
  const [q, setQ] = useState('');
  const { data, isPending, error, refetch } = useGetList<MediaRecord>('media', {
    filter: q.trim() ? { q } : {},
    pagination: { page: 1, perPage: 24 },
    sort: { field: 'uploadedAt', order: 'DESC' },
  });
  return (
    <Box>
      <TextField
        size="small"
        fullWidth
        type="search"
        value={q}
        onChange={(e) => setQ(e.target.value)}
        placeholder={translate('app.media.search')}
        slotProps={{ htmlInput: { 'aria-label': translate('app.media.search') } }}
        sx={{ mb: 2 }}
      />
      {error ? (
        <LoadError message="app.media.banner.load_error" onRetry={() => void refetch()} />
      ) : isPending ? (
        <Typography>{translate('app.templates.loading')}</Typography>
      ) : !data?.length ? (
        <Typography>{translate('app.media.empty_title')}</Typography>
      ) : (
        <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))', gap: 1 }}>
          {data.map((media) => (
            <Button
              key={media.id}
              onClick={() => onPick(media)}
              aria-label={`${translate('app.media.picker.choose')} ${media.name}`}
              sx={{
                p: 0.5,
                flexDirection: 'column',
                textTransform: 'none',
                border: 1,
                borderColor: 'divider',
              }}
            >
              <Box
                component="img"
                src={media.url}
                alt={media.alt ?? ''}
                loading="lazy"
                sx={{
                  width: '100%',
                  aspectRatio: '4 / 3',
                  objectFit: 'contain',
                  borderRadius: 1,
                  bgcolor: 'grey.100',
                }}
              />
              <Typography variant="caption" sx={{ maxWidth: '100%', overflowWrap: 'anywhere' }}>
                {media.name}
              </Typography>
            </Button>
          ))}
        </Box>
      )}
    </Box>
  );
};

/** Choose an image from the media library or upload a new one; hands back `{ url, alt }`. */
export const MediaPickerDialog = ({ open, onClose, onPick, folder, title }: MediaPickerDialogProps) => {
  const translate = useTranslate();
  const [tab, setTab] = useState<'library' | 'upload'>('library');
  const pick = (media: MediaRecord) => {
    onPick(toPicked(media));
    onClose();
  };
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="md" aria-labelledby="media-picker-title">
      <DialogTitle id="media-picker-title">{title ?? translate('app.media.picker.title')}</DialogTitle>
      <DialogContent>
        <Tabs value={tab} onChange={(_, value: 'library' | 'upload') => setTab(value)} sx={{ mb: 2 }}>
          <Tab value="library" label={translate('app.media.picker.library')} />
          <Tab value="upload" label={translate('app.media.picker.upload_tab')} />
        </Tabs>
        {tab === 'library' ? <Library onPick={pick} /> : <ImageUploader folder={folder} onUploaded={pick} />}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('app.media.actions.cancel')}</Button>
      </DialogActions>
    </Dialog>
  );
};
