import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useRef, useState, type FocusEvent, type FormEvent } from 'react';
import { useDataProvider, useNotify, useRefresh, useTranslate } from 'react-admin';
import { isBlankReply, replyDraft, replySubject } from '@shared/email/replyEmail';
import { DiscardChangesDialog, useConfirmDiscard } from '../layout/DiscardChangesDialog';
import type { AppDataProvider } from '../providers/dataProvider';
import { ReplyNotRecordedError } from '../providers/messageReplies';
import type { MessageRecord } from './messageHelpers';

/** The reply dialog: read-only recipient, 'Re: ' subject, 8-row message, Annuler / Envoyer. */
export const MessageReplyDialog = ({ record, onClose }: { record: MessageRecord; onClose: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<AppDataProvider>();
  // The greeting is part of the text, so the e-mail says exactly what the administrator sees and edits.
  const [initial] = useState(() => ({
    subject: replySubject(record.subject),
    message: replyDraft(record.name),
  }));
  const [subject, setSubject] = useState(initial.subject);
  const [message, setMessage] = useState(initial.message);
  // Closing or leaving with a changed subject or text asks first.
  const { requestClose, discard } = useConfirmDiscard({
    changed: subject !== initial.subject || message !== initial.message,
    onClose,
  });
  const placedCaret = useRef(false);
  const caretAfterGreeting = (event: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    if (placedCaret.current) return;
    placedCaret.current = true;
    const end = event.target.value.length;
    event.target.setSelectionRange(end, end);
  };
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (isBlankReply(message, record.name)) {
      setError(translate('app.messages.reply.empty'));
      return;
    }
    setSending(true);
    setError(null);
    try {
      await dataProvider.sendReply(record.id, { subject, message });
      notify('app.messages.reply.success', { type: 'success' });
      refresh();
      onClose();
    } catch (failure) {
      if (failure instanceof ReplyNotRecordedError) {
        // Sent anyway: closing prevents a second copy reaching the visitor.
        notify('app.messages.reply.not_recorded', { type: 'warning' });
        refresh();
        onClose();
        return;
      }
      // The dialog stays open with the text, so the administrator can try again.
      setError(
        translate('app.messages.reply.error', {
          message: failure instanceof Error ? failure.message : String(failure),
        }),
      );
      setSending(false);
    }
  };

  return (
    <>
      <Dialog
        open
        onClose={sending ? undefined : requestClose}
        fullWidth
        maxWidth="sm"
        aria-labelledby="reply-title"
      >
        <form onSubmit={send} noValidate>
          <DialogTitle id="reply-title">
            {translate('app.messages.reply.title', { name: record.name })}
          </DialogTitle>
          <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: '8px !important' }}>
            <TextField
              label={translate('app.messages.reply.to')}
              value={record.email}
              fullWidth
              slotProps={{ input: { readOnly: true } }}
            />
            <TextField
              label={translate('app.messages.reply.subject')}
              value={subject}
              onChange={(event) => setSubject(event.target.value)}
              fullWidth
              required
            />
            <TextField
              label={translate('app.messages.reply.message')}
              placeholder={translate('app.messages.reply.placeholder')}
              value={message}
              onChange={(event) => setMessage(event.target.value)}
              onFocus={caretAfterGreeting}
              multiline
              rows={8}
              fullWidth
              required
              autoFocus
            />
            {error && (
              <Alert severity="error" role="alert">
                {error}
              </Alert>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={requestClose} disabled={sending}>
              {translate('app.messages.reply.cancel')}
            </Button>
            <Button type="submit" variant="contained" disabled={sending}>
              {translate('app.messages.reply.send')}
            </Button>
          </DialogActions>
        </form>
      </Dialog>
      <DiscardChangesDialog
        {...discard}
        title="app.messages.reply.discard_title"
        content="app.messages.reply.discard_text"
      />
    </>
  );
};
