import { createHash } from "node:crypto";

/** SHA-256 (hex) of the exact original: the translation cache's key with the language. */
export const textHash = (text: string): string => createHash("sha256").update(text, "utf8").digest("hex");
