import { useCompany } from '../content/useCompany';
import { useSectionContent } from '../content/useSectionContent';

/**
 * What a public form says when it cannot send (docs/product.md#formulaire-sans-script), written into the page beside
 * its island, outside it (never hydrated):
 * - without JavaScript, a line that sending needs it, with the telephone and the e-mail; the form's `action` points
 *   at it (`noScriptId`), so a send posted without script lands on it;
 * - a notice hidden until the pages' loader shows it, when the island's code could not come after a send
 *   (islands/failure.ts): what happened, « Réessayer », the telephone and the e-mail; what was typed stays.
 */
export function FormFallback({
  island,
  failed,
  needs = 'L’envoi de ce formulaire demande',
  kept = true,
  after,
  noScriptLine = true,
}: {
  island: string;
  /** What could not be done, first words of the notice: « Votre demande n’a pas pu être envoyée. » */
  failed: string;
  /** What needs JavaScript, for a browser without it. */
  needs?: string;
  /** Whether the visitor typed something that stays. */
  kept?: boolean;
  /**
   * A page whose code is awaited twice (the subscription pages: the link check at load, the island at the first
   * action): what the notice says once the page has shown its form, written in by its start module
   * (pages/subscription/linkPanels.ts), and what then stays.
   */
  after?: { failed: string; kept?: string };
  /** False where the island writes its own line for a browser without JavaScript (the chat's). */
  noScriptLine?: boolean;
}) {
  const reach = <ReachUs />;
  return (
    <>
      {noScriptLine && (
        <noscript>
          <p className="form-fallback" id={noScriptId(island)}>
            {`${needs} JavaScript, désactivé ou bloqué sur ce navigateur\u202f: `}
            {reach}.
          </p>
        </noscript>
      )}
      <div
        className="form-fallback"
        data-failed-after={after?.failed}
        {...{ [FAILURE_ATTRIBUTE]: island }}
        role="alert"
        hidden
      >
        <p>
          <strong data-failed="">{failed}</strong> La page n’a pas pu charger ce qu’il lui faut (connexion
          interrompue ou site mis à jour).{kept && ' Ce que vous avez saisi est conservé.'}
          {after?.kept && (
            <span data-kept-after="" hidden>
              {' '}
              {after.kept}
            </span>
          )}
        </p>
        <p className="form-fallback-actions">
          <button type="button" className="button" data-retry="">
            Réessayer
          </button>
          <span>Ou {reach}.</span>
        </p>
      </div>
    </>
  );
}

/** « appelez-nous au … ou écrivez-nous à … »: the company's telephone and e-mail, as links (`tel:`, `mailto:`). */
export function ReachUs() {
  const contact = useSectionContent('contact');
  const company = useCompany();
  const phone = contact.phone || company.phone;
  const email = contact.email || company.email;
  return (
    <>
      appelez-nous au <a href={`tel:${phone.replace(/\s/g, '')}`}>{phone}</a> ou écrivez-nous à{' '}
      <a href={`mailto:${email}`}>{email}</a>
    </>
  );
}

/** The attribute naming the island whose failure notice an element is: the loader shows it (islands/failure.ts). */
const FAILURE_ATTRIBUTE = 'data-failure-of';

/** The id of a form's line for a browser without JavaScript: the form's `action` fragment. */
export const noScriptId = (island: string): string => `${island}-sans-javascript`;
