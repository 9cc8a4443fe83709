import { createElement, type ComponentType, type ReactElement } from 'react';
import type { IslandTrigger } from './triggers';

/**
 * What wakes an island (docs/islands.md#réveil): one file per trigger in triggers/, each saying when it wakes.
 * Several can be given; the first that happens wins.
 */
export type { IslandTrigger };

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
