import type { ComponentType } from 'react';
import { FormFallback } from '../../forms/FormFallback';

/**
 * A subscription page (its link checked at load by its start module, its island woken at the first use of a
 * control) and, below it, what it says without JavaScript or when its code cannot come (FormFallback): `failed` at
 * load, `after` once the page has shown its form.
 */
export function withFailureNotice(
  Page: ComponentType & { island: { name: string } },
  failed: string,
  after: { failed: string; kept?: string },
) {
  function PageWithNotice() {
    return (
      <>
        <Page />
        <div className="container">
          <FormFallback
            island={Page.island.name}
            failed={failed}
            needs="Cette page demande"
            kept={false}
            after={after}
          />
        </div>
      </>
    );
  }
  return PageWithNotice;
}
