import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { DEFAULT_UPLOAD_FOLDER } from '@shared/domain/media';
import type { MediaRecord } from './mediaTypes';
import { useFolderName, useFolders } from './useFolders';

export interface MoveDialogProps {
  record: MediaRecord | null;
  saving?: boolean;
  onClose: () => void;
  onMove: (record: MediaRecord, folder: string) => void;
}

export const MoveDialog = ({ record, saving, onClose, onMove }: MoveDialogProps) => {
  const translate = useTranslate();
  const { data } = useFolders();
  const folderName = useFolderName();
  // Keyed on the record by its parent: the choice starts from the file's folder.
  const [folder, setFolder] = useState(record?.folder ?? '');
  const slugs = [
    ...new Set([...(data ?? []).map((f) => f.slug), DEFAULT_UPLOAD_FOLDER, record?.folder ?? '']),
  ].filter(Boolean);
  return (
    <Dialog open={record !== null} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="move-title">
      <DialogTitle id="move-title">{translate('app.media.move_title')}</DialogTitle>
      <DialogContent>
        <TextField
          select
          fullWidth
          label={translate('app.media.move_label')}
          value={slugs.includes(folder) ? folder : ''}
          onChange={(e) => setFolder(e.target.value)}
          sx={{ mt: 1 }}
        >
          {slugs.map((slug) => (
            <MenuItem key={slug} value={slug}>
              {folderName(slug)}
            </MenuItem>
          ))}
        </TextField>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('app.media.actions.cancel')}</Button>
        <Button
          variant="contained"
          disabled={saving || !record || !folder || folder === record.folder}
          onClick={() => record && onMove(record, folder)}
        >
          {translate('app.media.actions.move')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
