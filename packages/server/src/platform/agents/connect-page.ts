import type { FastifyReply } from "fastify";
import { html } from "../mail/html.ts";

export type Channel = "whatsapp" | "telegram";
const channelNames: Record<Channel, string> = { whatsapp: "WhatsApp", telegram: "Telegram" };

// The page stands alone (no script, inline style only), so its policy can forbid everything else.
const CSP =
  "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'self'";

const page = (title: string, body: ReturnType<typeof html>) => html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title}</title>
<style>
body{margin:0;min-height:100vh;display:grid;place-items:center;background:#fff7ed;color:#1c1917;font:16px/1.6 system-ui,-apple-system,"Segoe UI",sans-serif}
main{max-width:32rem;margin:1.5rem;padding:2rem;background:#fff;border-radius:1rem;box-shadow:0 10px 30px rgba(0,0,0,.08)}
h1{margin:0 0 .75rem;font-size:1.5rem;line-height:1.25}
a{color:#c2410c;font-weight:600}
a:focus-visible{outline:3px solid #c2410c;outline-offset:2px}
</style>
</head>
<body><main>${body}</main></body>
</html>
`;

/**
 * What the SDK's `getWhatsAppConnectURL` / `getTelegramConnectURL` open: a page on our origin
 * saying the messaging app is not connected. The link carries the user's token in its query; the page
 * never shows it, and no-referrer keeps it from leaving with a click (ADR 0027).
 */
export function sendConnectPage(
  reply: FastifyReply,
  channel: Channel,
  agent: { readonly displayName: string } | null,
): FastifyReply {
  const name = channelNames[channel];
  reply
    .header("content-security-policy", CSP)
    .header("referrer-policy", "no-referrer")
    .header("cache-control", "no-store")
    .type("text/html; charset=utf-8");
  if (!agent) {
    const title = "Assistant not found";
    return reply.code(404).send(
      page(
        title,
        html`<h1>${title}</h1>
<p>There is no assistant under this name, so there is nothing to connect to ${name}.</p>
<p><a href="/">Go to the website</a></p>`,
      ).value,
    );
  }
  const title = `${name} is not set up`;
  return reply.code(501).send(
    page(
      title,
      html`<h1>${title}</h1>
<p>The ${agent.displayName} cannot be reached through ${name} yet: this server has no ${name} connection configured.</p>
<p>You can talk to the ${agent.displayName} on the website instead.</p>
<p><a href="/">Go to the website</a></p>`,
    ).value,
  );
}
