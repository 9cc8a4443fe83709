import { useEffect } from 'react';
import { useConsent } from './consentStore';

/**
 * Records the page view as soon as analytics is accepted on this page: the recorder and the platform client are
 * downloaded only then (pageviews.ts records once per page, whoever asks first).
 */
export function usePageview(): void {
  const consent = useConsent();
  useEffect(() => {
    if (consent?.analytics !== true) return;
    // The loader's page-view module itself: one file for both ways a page view is recorded.
    import('./pageview')
      .then(({ default: recordPageview }) => recordPageview(consent))
      .catch(() => {
        // A lost page view is not worth bothering the visitor.
      });
  }, [consent]);
}
