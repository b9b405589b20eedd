import { z } from "zod";
import { formMessages, tooLongMessage } from "./form-messages.ts";

/**
 * The building blocks of the form schemas: every text field is trimmed, bounded, and free of characters
 * that have no business in a form (control characters, broken UTF-16). Single-line fields also refuse
 * line breaks, because some of them end up in e-mail headers (a subject carries the applicant's name).
 */

/** Why a text is refused, or null when it is acceptable; multi-line text may hold tabs and line breaks. */
export function textProblem(value: string, multiLine: boolean): string | null {
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    if (c === 0x0a || c === 0x0d || c === 0x2028 || c === 0x2029 || c === 0x85) {
      if (!multiLine) return formMessages.singleLine;
      continue;
    }
    if (c === 0x09 && multiLine) continue;
    if (c < 0x20 || (c >= 0x7f && c < 0xa0)) return formMessages.noControlCharacters;
    if (c >= 0xd800 && c <= 0xdbff) {
      const next = value.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        i++;
        continue;
      }
      return formMessages.validText;
    }
    if (c >= 0xdc00 && c <= 0xdfff) return formMessages.validText;
  }
  return null;
}

const typeError = (message: string) => (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === null ? formMessages.required : message;

function text(max: number, multiLine: boolean) {
  return z
    .string({ error: typeError(formMessages.text) })
    .trim()
    .max(max, { error: tooLongMessage(max) })
    .superRefine((value, ctx) => {
      const problem = textProblem(value, multiLine);
      if (problem) ctx.addIssue({ code: "custom", message: problem });
    });
}

/** A required one-line text (names): trimmed, 1..max characters, no line breaks or control characters. */
export const requiredLine = (max: number) => text(max, false).min(1, { error: formMessages.required });

/** A required free text (answers): trimmed, 1..max characters, line breaks allowed. */
export const requiredText = (max: number) => text(max, true).min(1, { error: formMessages.required });

/** Empty, null and absent all mean "not provided", which parses to undefined. */
const optional = <T extends z.ZodType<string, string>>(schema: T) =>
  schema.nullish().transform((value) => (value ? value : undefined));

export const optionalLine = (max: number) => optional(text(max, false));
export const optionalText = (max: number) => optional(text(max, true));

/** The longest address SMTP allows (RFC 5321: 254 characters in a forward path). */
export const EMAIL_MAX = 254;

/** An e-mail address: trimmed, one address, no display name, no line breaks (it becomes a recipient). */
export const emailAddress = () =>
  z
    .string({ error: typeError(formMessages.emailAddress) })
    .trim()
    .min(1, { error: formMessages.required })
    .max(EMAIL_MAX, { error: tooLongMessage(EMAIL_MAX) })
    .pipe(z.email({ error: formMessages.validEmail }));

export const PHONE_MAX = 50;

/** Telephone numbers are written in too many ways to check more than length and a single line. */
export const requiredPhone = () => requiredLine(PHONE_MAX);
export const optionalPhone = () => optionalLine(PHONE_MAX);
