import { useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';

const container = () => document.getElementById('react-admin-title');

/** The app bar may mount after the screen, or again: its title's container is looked up as the page changes. */
const subscribe = (onChange: () => void) => {
  const observer = new MutationObserver(onChange);
  observer.observe(document.body, { childList: true, subtree: true });
  return () => observer.disconnect();
};

/**
 * A screen's name in the app bar, as react-admin's `<Title>` puts it there (its portal `#react-admin-title`), without
 * what `<Title>` always imports for its settings inspector (a text field, a select, a popover and lodash: 29 KiB
 * gzip) that the back-office never opens: the sign-in path and the dashboard's stay within their budget
 * (docs/product.md#premier-chargement).
 */
export const ScreenTitle = ({ title }: { title: string }) => {
  const target = useSyncExternalStore(subscribe, container, () => null);
  return target ? createPortal(<span>{title}</span>, target) : null;
};
