import type { FieldValues, Resolver, ResolverResult } from 'react-hook-form';
import { importWithRetry } from '@/lib/import-with-retry';

/**
 * A form resolver whose code (zod with the form's schema, 22 KB compressed) is downloaded after the
 * page rather than with it (issue 16): react-hook-form calls a resolver only to validate, on
 * submit and then as the fields change, and waits for one that answers later. `preload` starts the
 * download (forms call it once the page is idle), so a submit rarely waits for it.
 *
 * If the download fails even after its retries (offline, nothing cached), `unavailable` decides:
 * by default the values go to the server as typed, and the server, which checks every rule, names
 * the fields it refuses (lib/errors.ts). A form with rules the server never sees (registration's
 * confirmation and terms box) passes its own zod-free check of those.
 */
export function deferredResolver<TFieldValues extends FieldValues, TContext, TTransformed>(
  load: () => Promise<Resolver<TFieldValues, TContext, TTransformed>>,
  // What the schema would have transformed (trimmed text) the server transforms itself.
  unavailable: (values: TFieldValues) => ResolverResult<TFieldValues, TTransformed> = (values) => ({
    values: values as unknown as TTransformed,
    errors: {},
  }),
): Resolver<TFieldValues, TContext, TTransformed> & { preload: () => void } {
  let loading: Promise<Resolver<TFieldValues, TContext, TTransformed>> | undefined;
  const loaded = () => {
    if (!loading) {
      loading = importWithRetry(load);
      loading.catch(() => (loading = undefined));
    }
    return loading;
  };
  const resolver: Resolver<TFieldValues, TContext, TTransformed> = async (
    values,
    context,
    options,
  ) => {
    let real: Resolver<TFieldValues, TContext, TTransformed>;
    try {
      real = await loaded();
    } catch {
      return unavailable(values);
    }
    return real(values, context, options);
  };
  return Object.assign(resolver, { preload: () => void loaded().catch(() => undefined) });
}
