import { useEffect, useRef } from 'react';

/** Replaces the form once the request is sent; focus moves to it so screen readers announce it. */
export function ContactSuccess({ onAgain }: { onAgain: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="contact-success" role="status">
      <h3 ref={heading} tabIndex={-1}>
        Message envoyé !
      </h3>
      <p>Merci pour votre demande. Notre équipe vous répondra dans les 24 heures.</p>
      <button type="button" className="button" onClick={onAgain}>
        Envoyer un autre message
      </button>
    </div>
  );
}
