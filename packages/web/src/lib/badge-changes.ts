/**
 * "Badges may have changed": the forms announce it after a successful submission (each awards a badge),
 * and the badge board re-fetches, in this tab and in any other tab of the site on this device. A
 * BroadcastChannel reaches every other channel object of the same name, in the same document too.
 * Server-pushed realtime events can later call the same listeners (ADR 0019).
 */
const CHANNEL = "ember:badges";

export function announceBadgeChange(): void {
  if (typeof BroadcastChannel === "undefined") return;
  const channel = new BroadcastChannel(CHANNEL);
  channel.postMessage("changed");
  channel.close();
}

/** Answers the function that stops listening. */
export function onBadgeChange(listener: () => void): () => void {
  if (typeof BroadcastChannel === "undefined") return () => {};
  const channel = new BroadcastChannel(CHANNEL);
  channel.onmessage = () => listener();
  return () => channel.close();
}
