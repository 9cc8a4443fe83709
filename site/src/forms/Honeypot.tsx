import type { Ref } from 'react';

/**
 * The robot trap of a public form: a field hidden from people and assistive technologies, named like no field a
 * browser or a password manager fills. A value in it means a robot (docs/product.md#robots).
 */
export function Honeypot({ id, ref }: { id: string; ref: Ref<HTMLInputElement> }) {
  return (
    <div className="honeypot" aria-hidden="true">
      <label htmlFor={id}>Ne pas remplir</label>
      <input
        ref={ref}
        id={id}
        name="hp-ignore"
        type="text"
        tabIndex={-1}
        autoComplete="off"
        data-1p-ignore=""
        data-lpignore="true"
        data-form-type="other"
      />
    </div>
  );
}
