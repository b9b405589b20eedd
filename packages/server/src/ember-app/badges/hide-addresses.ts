/**
 * Badge names and descriptions are free text that staff may write, and staff may name a person's
 * address in them. The public board and search show no part of any address (ADR 0056), so each one is
 * replaced whole: a mask that kept a few characters would still name someone.
 */
export const HIDDEN_ADDRESS = "***";

// Anything shaped like an address, generous on purpose: a false match hides a little harmless text.
const addressLike = /[^\s@<>()"',;:]+@[^\s@<>()"',;:]+/g;

export function hideAddressesIn(text: string): string {
  return text.replace(addressLike, HIDDEN_ADDRESS);
}
