/** Debian's Chromium, never a downloaded browser; these flags keep it off the (closed) network. */
export const chromiumPath = "/usr/bin/chromium";
export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
