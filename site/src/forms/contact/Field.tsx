import type { ReactElement } from 'react';
import { cloneElement } from 'react';

interface FieldProps {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  /** The control (input, select, textarea); it receives id and the aria attributes. */
  children: ReactElement<Record<string, unknown>>;
}

/** A labelled control with its error under it, linked through aria-describedby / aria-invalid. */
export function Field({ id, label, error, hint, children }: FieldProps) {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field" data-invalid={error ? true : undefined}>
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      )}
      {cloneElement(children, {
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy,
      })}
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
