import Delete from '@mui/icons-material/Delete';
import Button from '@mui/material/Button';
import { useRef, useState } from 'react';
import {
  Confirm,
  useDelete,
  useNotify,
  useRecordContext,
  useRedirect,
  useTranslate,
  useUnselect,
} from 'react-admin';
import type { Subscriber } from '@shared/domain/subscribers';

/**
 * The RGPD erasure of one person, after a confirmation, from the list's row or the person's screen, saying which
 * address went (« Abonné lea@exemple.fr effacé ») rather than react-admin's « Élément supprimé ». The confirmation
 * waits for the platform: a second click while it works sends nothing more.
 */
export const EraseSubscriberButton = ({ backToList = false }: { backToList?: boolean }) => {
  const record = useRecordContext<Subscriber & { id: string }>();
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  const unselect = useUnselect('subscribers');
  const [open, setOpen] = useState(false);
  const [erase, { isPending }] = useDelete();
  // Set before React draws the pending state: a double click on « Effacer » sends one request.
  const sent = useRef(false);
  if (!record) return null;

  const confirm = () => {
    if (sent.current) return;
    sent.current = true;
    void erase(
      'subscribers',
      { id: record.id, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          sent.current = false;
          setOpen(false);
          notify('app.subscribers.erased', { type: 'info', messageArgs: { email: record.email } });
          unselect([record.id], true);
          if (backToList) redirect('list', 'subscribers');
        },
        onError: (error) => {
          sent.current = false;
          setOpen(false);
          notify('app.subscribers.erase_failed', {
            type: 'error',
            messageArgs: { email: record.email, reason: error instanceof Error ? error.message : '' },
          });
        },
      },
    );
  };

  return (
    // On a list row, nothing here (the button, its dialog rendered in a portal) also opens the person.
    <span onClick={(event) => event.stopPropagation()}>
      <Button color="error" size="small" startIcon={<Delete />} onClick={() => setOpen(true)}>
        {translate('app.subscribers.erase')}
      </Button>
      <Confirm
        isOpen={open}
        loading={isPending}
        title="app.subscribers.erase_one_title"
        translateOptions={{ email: record.email }}
        content="app.subscribers.erase_content"
        confirm="app.subscribers.erase"
        confirmColor="warning"
        onConfirm={confirm}
        onClose={() => {
          if (!isPending) setOpen(false);
        }}
      />
    </span>
  );
};
