import Archive from '@mui/icons-material/Archive';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import Reply from '@mui/icons-material/Reply';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { Confirm, useDelete, useNotify, useRefresh, useTranslate, useUpdate } from 'react-admin';
import { MessageReplyDialog } from './MessageReplyDialog';
import type { MessageRecord } from './messageHelpers';

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Répondre, Archiver, Supprimer: every change is persisted through the data provider. */
export const MessageActions = ({ record, onDeleted }: { record: MessageRecord; onDeleted: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [update, { isPending: archiving }] = useUpdate<MessageRecord>();
  const [deleteOne, { isPending: deleting }] = useDelete<MessageRecord>();
  const [confirming, setConfirming] = useState(false);
  const [replying, setReplying] = useState(false);

  const archive = () =>
    update(
      'messages',
      { id: record.id, data: { status: 'archived' }, previousData: record },
      {
        onSuccess: () => {
          notify('app.messages.archived', { type: 'info' });
          // The current filter (e.g. Non lus) and the count no longer include it.
          refresh();
        },
        onError: (error) => notify(errorText(error), { type: 'error' }),
      },
    );

  const remove = () =>
    deleteOne(
      'messages',
      { id: record.id, previousData: record },
      {
        onSuccess: () => {
          setConfirming(false);
          notify('app.messages.deleted', { type: 'info' });
          onDeleted();
        },
        onError: (error) => {
          setConfirming(false);
          notify(errorText(error), { type: 'error' });
        },
      },
    );

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      {/* A chat question may have left a telephone number only: nowhere to send a reply (MessageDetail says so). */}
      <Button
        variant="contained"
        startIcon={<Reply />}
        onClick={() => setReplying(true)}
        disabled={!record.email}
      >
        {translate('app.messages.actions.reply')}
      </Button>
      <Button
        variant="outlined"
        startIcon={<Archive />}
        onClick={archive}
        disabled={archiving || record.status === 'archived'}
      >
        {translate('app.messages.actions.archive')}
      </Button>
      <Button
        variant="outlined"
        color="error"
        startIcon={<DeleteOutline />}
        onClick={() => setConfirming(true)}
      >
        {translate('app.messages.actions.delete')}
      </Button>
      <Confirm
        isOpen={confirming}
        loading={deleting}
        title="app.messages.delete_title"
        content="app.messages.delete_confirm"
        confirm="app.messages.actions.delete"
        onConfirm={remove}
        onClose={() => setConfirming(false)}
      />
      {replying && <MessageReplyDialog record={record} onClose={() => setReplying(false)} />}
    </Box>
  );
};
