import { useEffect, useState } from 'react';
import { Confirm, useBlocker } from 'react-admin';

interface DiscardGuard {
  /** Whether the dialog it guards is open: only then does it watch the navigation. */
  active: boolean;
  changed: boolean;
  /** The administrator asked to close the dialog (« Annuler », Échap, the backdrop) with changes. */
  asking: boolean;
  onKeep: () => void;
  onDiscard: () => void;
}

/**
 * For a dialog that is no react-admin form, whose `warnWhenUnsavedChanges` would do it: closing it with changes
 * (`requestClose`, for « Annuler », Échap and the backdrop) asks first, and so does leaving the page while they are
 * there, by the router (back button, a link) or by the browser (reload, closing the tab). Unchanged, it closes at
 * once; saving calls the dialog's own close, which asks nothing. Render `<DiscardChangesDialog {...discard} … />`.
 */
export function useConfirmDiscard({
  open = true,
  changed,
  onClose,
}: {
  open?: boolean;
  changed: boolean;
  onClose: () => void;
}) {
  const [asking, setAsking] = useState(false);
  return {
    requestClose: () => (changed ? setAsking(true) : onClose()),
    discard: {
      active: open,
      changed,
      asking: open && asking,
      onKeep: () => setAsking(false),
      onDiscard: () => {
        setAsking(false);
        onClose();
      },
    } satisfies DiscardGuard,
  };
}

/** « Abandonner … ? » with « Continuer la saisie » / « Abandonner »: `title` and `content` are translation keys. */
export const DiscardChangesDialog = ({
  active,
  title,
  content,
  ...guard
}: DiscardGuard & { title: string; content: string }) =>
  // A router only listens to one blocker: a closed dialog, even one that stays mounted, holds none.
  active ? <OpenDiscardChangesDialog title={title} content={content} {...guard} /> : null;

const OpenDiscardChangesDialog = ({
  changed,
  asking,
  onKeep,
  onDiscard,
  title,
  content,
}: Omit<DiscardGuard, 'active'> & { title: string; content: string }) => {
  const blocker = useBlocker(changed);
  const leaving = blocker.state === 'blocked';
  useEffect(() => {
    if (!changed) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = true;
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [changed]);
  return (
    <Confirm
      isOpen={asking || leaving}
      title={title}
      content={content}
      confirm="app.discard.confirm"
      cancel="app.discard.keep_editing"
      confirmColor="warning"
      onConfirm={() => {
        // Leaving drops the dialog too, even where the page stays (a list's filters are in its address).
        if (leaving) blocker.proceed();
        onDiscard();
      }}
      onClose={() => {
        if (leaving) blocker.reset();
        onKeep();
      }}
    />
  );
};
