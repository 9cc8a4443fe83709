import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { CallExtension } from '@shared/domain/extensions';

interface CapabilitiesProvider {
  capabilities(): Promise<string[]>;
}

/** Asked once a session: the layout asks at start, every screen reads the same answer. */
export const CAPABILITIES_KEY = ['platform', 'capabilities'];

/** The extensions the platform offers, or undefined until its answer is there. */
export function usePlatformExtensions(): string[] | undefined {
  const dataProvider = useDataProvider<ReturnType<typeof useDataProvider> & CapabilitiesProvider>();
  const { data } = useQuery({
    queryKey: CAPABILITIES_KEY,
    queryFn: () => dataProvider.capabilities(),
    staleTime: Infinity,
    gcTime: Infinity,
  });
  return data;
}

/**
 * Whether the platform offers `name`: true, false, or undefined while unknown (not answered yet, or the question
 * failed). Screens hide an action only on `false`: a failed question keeps it, and the action's own error speaks.
 */
export function usePlatformExtension(name: CallExtension): boolean | undefined {
  const extensions = usePlatformExtensions();
  return extensions === undefined ? undefined : extensions.includes(name);
}
