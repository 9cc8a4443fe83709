import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { DiscardChangesDialog, useConfirmDiscard } from '../layout/DiscardChangesDialog';

export interface NewFolderDialogProps {
  open: boolean;
  saving?: boolean;
  onClose: () => void;
  /** Called with the trimmed name; a blank name does nothing. */
  onCreate: (name: string) => void;
}

export const NewFolderDialog = ({ open, saving, onClose, onCreate }: NewFolderDialogProps) => {
  const translate = useTranslate();
  const [name, setName] = useState('');
  // A typed name is not dropped without asking; « Créer » closes through the parent, without asking.
  const { requestClose, discard } = useConfirmDiscard({ open, changed: name.trim() !== '', onClose });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) return;
    onCreate(trimmed);
  };
  return (
    <>
      <Dialog
        open={open}
        onClose={requestClose}
        fullWidth
        maxWidth="xs"
        aria-labelledby="new-folder-title"
        slotProps={{ transition: { onExited: () => setName('') } }}
      >
        <form onSubmit={submit}>
          <DialogTitle id="new-folder-title">{translate('app.media.folder_title')}</DialogTitle>
          <DialogContent>
            <TextField
              autoFocus
              fullWidth
              value={name}
              onChange={(e) => setName(e.target.value)}
              placeholder={translate('app.media.folder_placeholder')}
              slotProps={{
                htmlInput: { 'aria-label': translate('app.media.folder_placeholder'), maxLength: 80 },
              }}
              sx={{ mt: 1 }}
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={requestClose}>{translate('app.media.actions.cancel')}</Button>
            <Button type="submit" variant="contained" disabled={saving}>
              {translate('app.media.actions.create')}
            </Button>
          </DialogActions>
        </form>
      </Dialog>
      <DiscardChangesDialog
        {...discard}
        title="app.media.discard_folder_title"
        content="app.media.discard_folder_text"
      />
    </>
  );
};
