/**
 * The browser side of an island: its own React root, over the markup the prerenderer wrote (or a fresh one for a
 * client-only island). The loader (loader.ts) imports this module with the island's code when the island wakes.
 */
import { Component, startTransition, StrictMode, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { browserContent } from '../content/browserContent';
import { SiteContentProvider, type SiteContentSource } from '../content/siteContent';
import { giveValue } from './giveValue';
import type { Island, IslandProps } from './island';

let content: SiteContentSource | undefined;

/** Calls `onReady` once the root has committed: the island's handlers are attached from then on. */
function Ready({ onReady, children }: { onReady: () => void; children: ReactNode }) {
  useEffect(onReady, [onReady]);
  return children;
}

/** A failing island says so in French and leaves the rest of the page as it was. */
class IslandErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <p className="island-error" role="alert">
        Cette partie de la page n’a pas pu s’afficher. Rechargez la page pour réessayer.
      </p>
    );
  }
}

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** What the visitor typed, ticked or chose in the island's fields before its code arrived. */
function typedBeforeWaking(element: HTMLElement): { field: Field; value: string; checked: boolean }[] {
  const fields = [...element.querySelectorAll<Field>('input, textarea, select')];
  return fields.flatMap((field) => {
    const changed =
      field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')
        ? field.checked !== field.defaultChecked
        : field instanceof HTMLSelectElement
          ? // With no option marked `selected`, the first one shows: not a choice. Counted as one, its replay would
            // undo what the island restored on waking (a draft: docs/product.md#brouillons).
            field.value !== (field.querySelector<HTMLOptionElement>('[selected]') ?? field.options[0])?.value
          : field.value !== field.defaultValue;
    return changed ? [{ field, value: field.value, checked: 'checked' in field && field.checked }] : [];
  });
}

/** Gives it back to the island once hydrated (giveValue.ts): hydration keeps the server's values, nothing typed is lost. */
function restore(typed: ReturnType<typeof typedBeforeWaking>): void {
  for (const { field, value, checked } of typed) giveValue(field, value, checked);
}

export function wakeIsland(
  element: HTMLElement,
  island: Island<IslandProps>,
  props: IslandProps,
): Promise<void> {
  const { Component: IslandComponent, clientOnly } = island.island;
  content ??= browserContent();
  const typed = clientOnly ? [] : typedBeforeWaking(element);
  return new Promise<void>((resolve) => {
    const tree = (
      <StrictMode>
        <IslandErrorBoundary>
          <SiteContentProvider value={content as SiteContentSource}>
            <Ready onReady={resolve}>
              <IslandComponent {...props} />
            </Ready>
          </SiteContentProvider>
        </IslandErrorBoundary>
      </StrictMode>
    );
    // A transition works in slices between frames: a page waking several islands never blocks the main thread long.
    startTransition(() => {
      if (clientOnly) createRoot(element).render(tree);
      else hydrateRoot(element, tree);
    });
  }).then(() => restore(typed));
}
