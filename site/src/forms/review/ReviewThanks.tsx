import { useEffect, useRef } from 'react';

/** Shown once the review is stored; "Laisser un autre avis" brings back an empty form. */
export function ReviewThanks({ onAgain }: { onAgain: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // Focus moves to the outcome, so screen-reader and keyboard users hear it.
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="contact-success" role="status">
      <h3 ref={heading} tabIndex={-1}>
        Merci pour votre avis !
      </h3>
      <p>Il sera publié sur notre site après validation par notre équipe.</p>
      <button type="button" className="button button-ghost" onClick={onAgain}>
        Laisser un autre avis
      </button>
    </div>
  );
}
