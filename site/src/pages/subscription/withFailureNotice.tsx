import type { ComponentType } from 'react';
import { FormFallback } from '../../forms/FormFallback';

/**
 * A subscription page (an island woken at load, which checks the link of its address) and, below it, what it says
 * without JavaScript or when its code cannot come (FormFallback).
 */
export function withFailureNotice(Page: ComponentType & { island: { name: string } }, failed: string) {
  function PageWithNotice() {
    return (
      <>
        <Page />
        <div className="container">
          <FormFallback island={Page.island.name} failed={failed} needs="Cette page demande" kept={false} />
        </div>
      </>
    );
  }
  return PageWithNotice;
}
