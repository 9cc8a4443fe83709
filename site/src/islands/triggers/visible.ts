import type { Trigger } from './trigger';

/** How far below the viewport a `visible` island starts loading. */
const VISIBLE_MARGIN = '300px 0px';

/** `visible`: when the island nears the viewport. */
export const visible: Trigger = (element, wake) => {
  // The wrapper has no box of its own (display: contents): its children are what come into view.
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      void wake();
    },
    { rootMargin: VISIBLE_MARGIN },
  );
  for (const child of element.children) observer.observe(child);
  return () => observer.disconnect();
};
