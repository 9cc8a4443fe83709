/**
 * The prefix of every name this product gives to browser storage: localStorage and sessionStorage keys
 * (`lh-renov:access-token`…) and the emulator's IndexedDB database (`lh-renov-emulator`).
 */
export const PRODUCT_PREFIX = 'lh-renov';
