type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/**
 * Gives a field a value, or a box its state, as the input events an awake island's handlers see (React's state,
 * react-hook-form's values): what hydrate.tsx gives back after waking, and what a reloaded page puts back
 * (reload.ts). Without an awake island the events change nothing but the field.
 */
export function giveValue(field: Field, value: string, checked: boolean): void {
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
    if (field.checked !== checked) field.click();
    // React 19 hydrates a box as it is ticked and writes its own value into `defaultChecked`: where they
    // differ, a click from the island's value to the ticked one tells its handlers.
    else if (field.defaultChecked !== checked) {
      field.checked = !checked;
      field.click();
    }
    return;
  }
  // React tracks a field's value through the element's own setter, and fires onChange only when the value differs
  // from the tracked one: tell it the field is empty, then put the text back behind its back (prototype setter).
  field.value = '';
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}
