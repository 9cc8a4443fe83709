import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { formatSize } from '@shared/media/formatSize';
import { DiscardChangesDialog, useConfirmDiscard } from '../layout/DiscardChangesDialog';
import { useCopied } from '../layout/useCopied';
import { absoluteUrl } from './FileActions';
import { formatDate } from './formatDate';
import type { MediaRecord } from './mediaTypes';

export interface MediaPreviewDialogProps {
  record: MediaRecord | null;
  saving?: boolean;
  onClose: () => void;
  /** Saves the alt text the public site shows with the image. */
  onSaveAlt: (record: MediaRecord, alt: string) => void;
}

export const MediaPreviewDialog = ({ record, saving, onClose, onSaveAlt }: MediaPreviewDialogProps) => {
  const translate = useTranslate();
  const { copied, copy } = useCopied();
  // Keyed on the record by its parent: the field starts from the stored alt text.
  const [alt, setAlt] = useState(record?.alt ?? '');
  // A changed alt text, the one « Enregistrer » would save, is not dropped without asking.
  const { requestClose, discard } = useConfirmDiscard({
    open: record !== null,
    changed: record !== null && alt.trim() !== (record.alt ?? ''),
    onClose,
  });
  return (
    <>
      <Dialog
        open={record !== null}
        onClose={requestClose}
        fullWidth
        maxWidth="md"
        aria-labelledby="media-preview-title"
      >
        {record && (
          <>
            <DialogTitle id="media-preview-title" sx={{ wordBreak: 'break-all' }}>
              {record.name}
            </DialogTitle>
            <DialogContent>
              <Box
                component="img"
                src={record.url}
                alt={record.alt ?? ''}
                sx={{
                  display: 'block',
                  maxWidth: '100%',
                  maxHeight: '60vh',
                  mx: 'auto',
                  bgcolor: 'grey.100',
                }}
              />
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                {translate('app.media.details', {
                  size: formatSize(record.size),
                  date: formatDate(record.uploadedAt),
                  email: record.uploadedBy,
                })}
              </Typography>
              <Stack
                direction={{ xs: 'column', sm: 'row' }}
                spacing={1}
                sx={{ mt: 2, alignItems: { sm: 'flex-start' } }}
              >
                <TextField
                  fullWidth
                  size="small"
                  label={translate('app.media.alt_title')}
                  helperText={translate('app.media.alt_label')}
                  value={alt}
                  onChange={(e) => setAlt(e.target.value)}
                  slotProps={{ htmlInput: { maxLength: 300 } }}
                />
                <Button
                  variant="outlined"
                  disabled={saving || alt.trim() === (record.alt ?? '')}
                  onClick={() => onSaveAlt(record, alt.trim())}
                >
                  {translate('app.media.actions.save')}
                </Button>
              </Stack>
            </DialogContent>
            <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
              <Button onClick={() => void copy(absoluteUrl(record.url))}>
                {translate(copied ? 'app.media.copied' : 'app.media.actions.copy_url')}
              </Button>
              <Button component="a" href={record.url} download={record.name}>
                {translate('app.media.actions.download')}
              </Button>
              <Button variant="contained" onClick={requestClose}>
                {translate('app.media.actions.close')}
              </Button>
            </DialogActions>
          </>
        )}
      </Dialog>
      <DiscardChangesDialog
        {...discard}
        title="app.media.discard_alt_title"
        content="app.media.discard_alt_text"
      />
    </>
  );
};
