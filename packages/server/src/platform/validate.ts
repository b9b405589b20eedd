import type { z } from "zod";
import { validationError } from "../errors.ts";

/**
 * Client input through a zod schema: the parsed value, or a 422 naming each bad field. Only for input; a
 * schema failing on our own data is a bug and should surface as a 500, so ZodError is not mapped globally.
 */
export function parseInput<Schema extends z.ZodType>(schema: Schema, value: unknown): z.output<Schema> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw validationError(
    result.error.issues.map((issue) => ({
      field: issue.path.map(String).join(".") || "body",
      message: issue.message,
    })),
  );
}
