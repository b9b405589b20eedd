import { z } from "zod";

/** Shared input rules of the account endpoints. */
export const emailInput = z
  .string()
  .trim()
  .max(254, "is too long")
  .pipe(z.email("is not a valid e-mail address"));

// argon2 takes any length; the upper cap only keeps a hostile body from costing more than a normal one.
export const newPasswordInput = z
  .string()
  .min(8, "must be at least 8 characters")
  .max(256, "must be at most 256 characters");

export const otpInput = z
  .string()
  .trim()
  .regex(/^\d{6}$/, "must be the 6-digit code from the e-mail");

export const linkTokenInput = z.string().trim().min(1, "is required").max(200, "is too long");
