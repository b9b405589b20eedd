import { setImmediate as nextTurn } from "node:timers/promises";
import { ApiError } from "../../errors.ts";

/**
 * Validates every row of a batch (upsert, import) before anything is written, so one answer lists every
 * bad row, not just the first: 422 with `extra_data.rows = [{row, message, errors}]`, rows counted from 1.
 */
export interface RowProblem {
  readonly row: number;
  readonly message: string;
  readonly errors?: unknown;
}

const LISTED = 100;
const IN_MESSAGE = 5;

export function validateRows<T>(
  inputs: readonly unknown[],
  validate: (input: unknown, index: number) => T,
): T[] {
  const valid: T[] = [];
  const problems: RowProblem[] = [];
  inputs.forEach((input, index) => {
    validateOne(input, index, validate, valid, problems);
  });
  if (problems.length > 0) throw rowsError(problems, inputs.length);
  return valid;
}

// Rows validated per turn of the event loop: a few milliseconds, so 5,000 rows never hold it.
const ROWS_PER_TURN = 250;

/** validateRows for a large batch (an import): the same answer, with a turn of the event loop between slices. */
export async function validateRowsYielding<T>(
  inputs: readonly unknown[],
  validate: (input: unknown, index: number) => T,
): Promise<T[]> {
  const valid: T[] = [];
  const problems: RowProblem[] = [];
  for (let index = 0; index < inputs.length; index += 1) {
    if (index > 0 && index % ROWS_PER_TURN === 0) await nextTurn();
    validateOne(inputs[index], index, validate, valid, problems);
  }
  if (problems.length > 0) throw rowsError(problems, inputs.length);
  return valid;
}

function validateOne<T>(
  input: unknown,
  index: number,
  validate: (input: unknown, index: number) => T,
  valid: T[],
  problems: RowProblem[],
): void {
  try {
    valid.push(validate(input, index));
  } catch (error) {
    if (!(error instanceof ApiError) || error.statusCode >= 500) throw error;
    const errors = error.extraData?.errors;
    problems.push({ row: index + 1, message: error.message, ...(errors ? { errors } : {}) });
  }
}

export function rowsError(problems: readonly RowProblem[], total: number): ApiError {
  const shown = problems
    .slice(0, IN_MESSAGE)
    .map((p) => `Row ${p.row}: ${p.message}`)
    .join("; ");
  const more = problems.length > IN_MESSAGE ? `; and ${problems.length - IN_MESSAGE} more` : "";
  return new ApiError(
    422,
    `${problems.length} of ${total} rows are invalid, nothing was written. ${shown}${more}`,
    "ValidationError",
    { rows: problems.slice(0, LISTED), invalid_rows: problems.length },
  );
}
