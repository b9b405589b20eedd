/**
 * The forms' schemas alone, for a page to load when a form is first checked rather than with the page:
 * building them is most of the work of zod's module, about 50 ms of a phone's CPU while the page's modules
 * are evaluated (docs/decisions/0093). Everything else imports them from the package's index.
 */
export { applicationSchema } from "./application-schema.ts";
export { firePlanSchema } from "./fire-plan-schema.ts";
