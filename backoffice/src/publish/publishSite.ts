import { callDeployHook, configuredHookUrl, type PublishOutcome } from './deployHook';

type Listener = (outcome: PublishOutcome) => void;
const listeners = new Set<Listener>();

/** Called with each publication's outcome (PublishNotifier shows it); returns the unsubscribe function. */
export function onPublished(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/**
 * Asks for the site to be rebuilt from the stored content (docs/product.md#publication) and tells the listeners
 * how it went. Never rejects: the save it follows has succeeded whatever the hook answers.
 */
export async function publishSite(
  url: string | undefined = configuredHookUrl(),
  call: typeof callDeployHook = callDeployHook,
): Promise<PublishOutcome> {
  const outcome: PublishOutcome = url ? await call(url) : { kind: 'not-configured' };
  for (const listener of listeners) listener(outcome);
  return outcome;
}
