/**
 * What of an e-mail address may reach a browser (ADR 0019). The board shows only the local part, as
 * SPEC 2.11 asks of Top Contributors; search results show at most the first two characters of the local
 * part, never all of it, then `***` and the domain: enough for someone to recognise their own address,
 * not enough to harvest anyone else's.
 */
export function localPartOf(email: string): string {
  const at = email.lastIndexOf("@");
  return at < 0 ? email : email.slice(0, at);
}

export function maskEmail(email: string): string {
  const local = localPartOf(email);
  const domain = email.slice(local.length);
  const shown = local.slice(0, Math.min(2, Math.max(0, local.length - 1)));
  return `${shown}***${domain}`;
}

// Anything shaped like an address; a badge's description is free text that staff may write.
const addressLike = /[^\s@<>()"',;:]+@[^\s@<>()"',;:]+/g;

/** Masks every address inside free text (a badge's description), so none leaks by that road either. */
export function maskEmailsIn(text: string): string {
  return text.replace(addressLike, (address) => maskEmail(address));
}
