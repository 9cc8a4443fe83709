import { useCreate, useNotify, useUpdate, type Identifier } from 'react-admin';
import type { Content } from '@shared/domain/content';

/**
 * Saves a section through the data provider: an update of its stored document, or a create when the section
 * was never stored. Resolves true once the platform has it.
 */
export function useSaveSection(stored: { id: Identifier } | undefined) {
  const [update, { isPending: updating }] = useUpdate();
  const [create, { isPending: creating }] = useCreate();
  const notify = useNotify();

  const save = async (values: Content): Promise<boolean> => {
    try {
      if (stored) {
        await update(
          'content',
          { id: stored.id, data: values, previousData: stored },
          { mutationMode: 'pessimistic', returnPromise: true },
        );
      } else {
        await create('content', { data: values }, { returnPromise: true });
      }
      notify('app.content.saved', { type: 'success' });
      return true;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      notify('app.content.save_error', { type: 'error', messageArgs: { message } });
      return false;
    }
  };
  return { save, isSaving: updating || creating };
}
