// react-admin's French messages, cut in two when bundled (pipeline/vite/reactAdminFrench.ts).
declare module 'virtual:ra-french/first-load' {
  import type frenchMessages from 'ra-language-french';
  const messages: typeof frenchMessages;
  export default messages;
}

declare module 'virtual:ra-french/screens' {
  import type frenchMessages from 'ra-language-french';
  const messages: { ra: Partial<(typeof frenchMessages)['ra']> };
  export default messages;
}
