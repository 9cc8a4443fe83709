import { useEffect, useState } from 'react';
import type { PlatformClient } from '@shared/http/types';
import { loadStored, peekStored } from './loadStored';

/**
 * A stored value as React state. The first render (prerender and hydration alike) has only what this session
 * already loaded, usually nothing: the caller shows its defaults, so the markup matches and nothing is blank.
 * The load starts after hydration, in an effect; errors and timeouts are swallowed (the defaults stay).
 */
export function useStored<T>(key: string, query: (client: PlatformClient) => Promise<T>): T | undefined {
  const [value, setValue] = useState<T | undefined>(() => peekStored<T>(key));
  useEffect(() => {
    let live = true;
    loadStored(key, query).then(
      (loaded) => {
        if (live) setValue(() => loaded);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
    // `query` is derived from `key` by every caller: the key alone says when to load again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return value;
}
