import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A form resolver loaded on the form's first check (a blur, a submit): zod and the schema stay out of the code an
 * island needs to wake (docs/islands.md#budgets). A failed download is tried again on the next check.
 */
export function lazyResolver<Input extends FieldValues, Output>(
  load: () => Promise<Resolver<Input, unknown, Output>>,
): Resolver<Input, unknown, Output> {
  let loading: Promise<Resolver<Input, unknown, Output>> | undefined;
  return async (values, context, options) => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return (await loading)(values, context, options);
  };
}
