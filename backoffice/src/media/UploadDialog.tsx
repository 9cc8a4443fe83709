import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslate } from 'react-admin';
import { ImageUploader } from './ImageUploader';
import type { MediaRecord } from './mediaTypes';

export interface UploadDialogProps {
  open: boolean;
  folder: string;
  onClose: () => void;
  onUploaded: (record: MediaRecord) => void;
}

/** Stays open after an upload so its progress and result stay readable; "Fermer" closes it. */
export const UploadDialog = ({ open, folder, onClose, onUploaded }: UploadDialogProps) => {
  const translate = useTranslate();
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="upload-title">
      <DialogTitle id="upload-title">{translate('app.media.upload_title')}</DialogTitle>
      <DialogContent>
        <ImageUploader folder={folder} onUploaded={onUploaded} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('app.media.actions.close')}</Button>
      </DialogActions>
    </Dialog>
  );
};
