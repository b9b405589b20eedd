import { z } from "zod";
import { type LanguageCode, languages } from "../languages.ts";

const languageCodes = languages.map((language) => language.code) as [LanguageCode, ...LanguageCode[]];

/**
 * The language of the page a form or the chat was sent from, one of the ten codes of product.md#languages;
 * the visitor's e-mails and the chat's replies are written in it. Optional: without it they are in
 * English. Anything else is refused like every other bad input. Not a form field, so its message is not
 * one of formMessages: only a client bug can send a wrong one.
 */
export const pageLanguageField = () =>
  z.enum(languageCodes, { error: `must be one of ${languageCodes.join(", ")}` }).optional();
