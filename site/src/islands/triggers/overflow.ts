import { nothingToStop, type Trigger } from './trigger';

/** `overflow`: when the island's element marked `data-fit` overflows (the header's one-line bar, a larger font). */
export const overflow: Trigger = (element, wake) => {
  const bar = element.querySelector<HTMLElement>('[data-fit]');
  if (!bar) return nothingToStop;
  const watch = new ResizeObserver(() => {
    if (bar.scrollWidth <= bar.clientWidth) return;
    watch.disconnect();
    void wake();
  });
  for (const box of [bar, ...bar.children]) watch.observe(box);
  return () => watch.disconnect();
};
