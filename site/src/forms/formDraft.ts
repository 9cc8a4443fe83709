import { newIdempotencyKey } from '@shared/http/idempotency';
import { DRAFT_STORAGE_PREFIX } from './draftKey';

/**
 * What a public form keeps for the tab's life (docs/product.md#brouillons): the values typed, restored after a reload,
 * a crash or the back button, and the key of a submission whose answer never came, so sending the same values again
 * is the same submission (docs/platform.md#clés-didempotence). In `sessionStorage`, never `localStorage`: it holds
 * personal data, and must not outlive the tab nor reach another one opened later.
 */
export interface FormDraft<V> {
  /** The values as typed, or null when nothing was kept (or storage is off). */
  restore(): V | null;
  save(values: V): void;
  /**
   * When the form was first shown to the visitor for these values (ms), kept across reloads: a person who typed on
   * the page before a reload is not taken for a robot sending at once (forms/contact/botCheck.ts). Null if nothing.
   */
  shownAt(): number | null;
  /**
   * The submission these values make: the unanswered one's (same key, same start) when they are the ones it sent,
   * else a new one. Kept with the draft until `clear`.
   */
  attempt(values: V, now: number): Attempt;
  /** After a stored submission, or when the visitor empties the form. */
  clear(): void;
}

export interface Attempt {
  key: string;
  /** When it was first sent (ms): its body's dates are this one, so a repeat sends the very same body. */
  startedAt: number;
}

interface Kept<V> {
  values?: V;
  shownAt?: number;
  attempt?: Attempt & { sent: string };
}

/** `parse` checks what was read back (another version of the site, a hand edit), and returns null when unusable. */
export function formDraft<V>(name: string, parse: (raw: unknown) => V | null): FormDraft<V> {
  const storageKey = `${DRAFT_STORAGE_PREFIX}${name}`;
  // Where storage is off (or full), the draft lives here: the page still repeats its submission with the same key.
  let memory: Kept<V> = {};

  const read = (): Kept<V> => {
    let raw: string | null;
    try {
      raw = window.sessionStorage.getItem(storageKey);
    } catch {
      return memory;
    }
    try {
      const kept = raw === null ? null : (JSON.parse(raw) as Kept<V> | null);
      return kept && typeof kept === 'object' ? kept : memory;
    } catch {
      return {};
    }
  };
  const write = (kept: Kept<V>) => {
    try {
      window.sessionStorage.setItem(storageKey, JSON.stringify(kept));
      memory = {};
    } catch {
      memory = kept; // storage full or disabled
    }
  };

  return {
    restore() {
      const values = read().values;
      return values === undefined ? null : parse(values);
    },
    save(values) {
      const kept = read();
      write({ ...kept, values, shownAt: kept.shownAt ?? Math.round(performance.timeOrigin) });
    },
    shownAt() {
      const { shownAt } = read();
      return typeof shownAt === 'number' ? shownAt : null;
    },
    attempt(values, now) {
      const sent = JSON.stringify(values);
      const kept = read();
      const previous = kept.attempt;
      if (
        previous &&
        previous.sent === sent &&
        typeof previous.key === 'string' &&
        typeof previous.startedAt === 'number'
      ) {
        return { key: previous.key, startedAt: previous.startedAt };
      }
      const attempt = { key: newIdempotencyKey(), startedAt: now };
      write({ ...kept, attempt: { ...attempt, sent } });
      return attempt;
    },
    clear() {
      memory = {};
      try {
        window.sessionStorage.removeItem(storageKey);
      } catch {
        // Nothing was kept.
      }
    },
  };
}

/** Keeps, of a stored draft, the string fields the form knows: anything else is dropped. */
export function pickStrings<V extends Record<string, unknown>>(empty: V, raw: unknown): V | null {
  if (!raw || typeof raw !== 'object') return null;
  const out: Record<string, unknown> = { ...empty };
  for (const name of Object.keys(empty)) {
    const value = (raw as Record<string, unknown>)[name];
    if (typeof value === 'string' && value.length <= 20_000) out[name] = value;
  }
  return out as V;
}
