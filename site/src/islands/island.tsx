import { createElement, type ComponentType, type ReactElement } from 'react';

/**
 * What wakes an island (docs/islands.md#réveil). Several can be given; the first that happens wins.
 * - `load`: as soon as the page has painted.
 * - `visible`: when the island nears the viewport (a form below the fold, reviews that fetch their own data).
 * - `interaction`: a pointer over, a touch on or the focus of one of its controls (a button wakes it at once, a
 *   text field once the visitor pauses typing: loader.ts, TYPING_PAUSE_MS); a click or a submit that arrives before
 *   the code is replayed once it has woken.
 * - `admin`: at once when an administrator's session is stored (their items in the header and footer).
 * - `overflow`: when an element of the island marked `data-fit` overflows (the header's one-line bar).
 * - `idle`: does not wake it, but downloads its code after the visitor's first gesture, when the browser is idle, so
 *   that the `interaction` that wakes it waits for no download (the chat, the newsletter on every page).
 * - `open`: once the popover or `<details>` holding it has opened and shown (the chat's conversation, in its panel).
 */
export type IslandTrigger = 'load' | 'visible' | 'interaction' | 'admin' | 'overflow' | 'idle' | 'open';

/** Props an island receives: written into the HTML as JSON, so plain data only. */
export type IslandProps = object;

export interface IslandDefinition<P extends IslandProps = IslandProps> {
  /** Unique, and the name of its file: `<name>.island.tsx` (the build finds islands by it). */
  name: string;
  Component: ComponentType<P>;
  when: readonly IslandTrigger[];
  /** Nothing in the prerendered HTML: the island renders in the browser only (the cookie dialog). */
  clientOnly?: boolean;
  /** The wrapper's element where a <div> is not allowed (inside a list). */
  tag?: 'div' | 'li';
}

/** The attribute holding an island's name: the loader (loader.ts) and the build look for it. */
const ISLAND_ATTRIBUTE = 'data-island';

/** An island as pages use it: a component rendering the wrapper and, inside it, the island's own markup. */
export type Island<P extends IslandProps> = ComponentType<P> & { island: IslandDefinition<P> };

/**
 * Declares an interactive part of a page. On the server (prerender) and in dev, it renders the component inside a
 * wrapper (`display: contents`, so the layout is the same) that tells the loader what to wake and when; in the
 * built site only that wrapper's content is hydrated, as its own React root (docs/islands.md).
 */
export function defineIsland<P extends IslandProps>(definition: IslandDefinition<P>): Island<P> {
  const { name, Component, when, clientOnly = false, tag = 'div' } = definition;
  function IslandWrapper(props: P): ReactElement {
    const json = Object.keys(props).length > 0 ? JSON.stringify(props) : undefined;
    const server = typeof window === 'undefined';
    return createElement(
      tag,
      {
        [ISLAND_ATTRIBUTE]: name,
        'data-when': when.join(' '),
        'data-props': json,
        'data-client-only': clientOnly ? '' : undefined,
        className: 'island',
      },
      clientOnly && server ? null : createElement(Component, props),
    );
  }
  IslandWrapper.displayName = `Island(${name})`;
  return Object.assign(IslandWrapper, { island: definition });
}
