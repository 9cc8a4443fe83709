import { useCallback, useEffect, useRef, useState } from 'react';

/** Copies text to the clipboard and reports `copied` for `duration` ms (spec: "Copié" for 2 seconds). */
export function useCopied(duration = 2000) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = useCallback(
    async (text: string): Promise<boolean> => {
      try {
        await navigator.clipboard.writeText(text);
      } catch {
        return false;
      }
      clearTimeout(timer.current);
      setCopied(true);
      timer.current = setTimeout(() => setCopied(false), duration);
      return true;
    },
    [duration],
  );
  return { copied, copy };
}
