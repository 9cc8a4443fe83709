/** What a send button says while sending when it names nothing else (`data-busy-label`): the expected words (docs/product.md#langue). */
const SENDING = 'Envoi en cours...';

/**
 * Shows a send button as sending, in the frame after the tap, before the form's code runs: disabled (a second tap
 * does nothing), its busy words drawn over its label by the stylesheet (`data-sending`, global.css) and given as its
 * name. Only attributes: the text stays the one the island hydrates. Returns what gives the button back, called
 * before the send is replayed on the awake island (which then shows its own busy state) or when it cannot be.
 */
export function showSending(button: HTMLButtonElement | null): () => void {
  if (!button || button.dataset.sending !== undefined) return () => undefined;
  const label = button.dataset.busyLabel ?? SENDING;
  const { disabled } = button;
  button.disabled = true;
  button.dataset.sending = label;
  button.setAttribute('aria-label', label);
  return () => {
    button.disabled = disabled;
    delete button.dataset.sending;
    button.removeAttribute('aria-label');
  };
}

/** The button that sends `form`. */
export const sendButton = (form: HTMLFormElement): HTMLButtonElement | null =>
  form.querySelector<HTMLButtonElement>('button[type="submit"], button:not([type])');
