import { zodResolver } from "@hookform/resolvers/zod";
import type { FieldValues, Resolver } from "react-hook-form";

type Schema = Parameters<typeof zodResolver>[0];

/**
 * A form's resolver whose schema is loaded on the form's first check (its first submission), not with
 * the page: the schemas and zod are about 26 KB of compressed script, and building them about 50 ms of a
 * phone's CPU in the task that starts the page's scripts (docs/decisions/0093). The form is checked by
 * the same schema either way, and the server checks every submission again.
 */
export function lazyZodResolver<Values extends FieldValues, Output>(
  load: () => Promise<Schema>,
): Resolver<Values, unknown, Output> {
  let resolver: Resolver<Values, unknown, Output> | undefined;
  return async (values, context, options) => {
    resolver ??= zodResolver(await load()) as unknown as Resolver<Values, unknown, Output>;
    return resolver(values, context, options);
  };
}
