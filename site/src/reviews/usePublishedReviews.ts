import { useEffect, useState, type RefObject } from 'react';
import { loadPublishedReviews, type ReviewsSummary } from './publishedReviews';

export type ReviewsState =
  { status: 'idle' | 'loading' | 'error' } | { status: 'ready'; summary: ReviewsSummary };

/**
 * Approved reviews change between builds, so this part of the page reads its own data, once the section nears
 * the viewport: the platform client is loaded only then, never on the first load.
 */
export function usePublishedReviews(ref: RefObject<HTMLElement | null>): ReviewsState {
  const [state, setState] = useState<ReviewsState>({ status: 'idle' });

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    let cancelled = false;
    const load = () => {
      setState({ status: 'loading' });
      import('@shared/http/platform')
        .then(({ platform }) => loadPublishedReviews(platform))
        .then((summary) => !cancelled && setState({ status: 'ready', summary }))
        .catch(() => !cancelled && setState({ status: 'error' }));
    };
    if (typeof IntersectionObserver === 'undefined') {
      load();
      return () => {
        cancelled = true;
      };
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        load();
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(element);
    return () => {
      cancelled = true;
      observer.disconnect();
    };
  }, [ref]);

  return state;
}
