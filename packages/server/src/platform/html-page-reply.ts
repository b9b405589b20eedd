import type { FastifyReply } from "fastify";

/**
 * A page the platform renders itself (the sign-in page, the CLI's device page, the dashboard): its own
 * content security policy, never cached, never framed, and a referrer policy that keeps form posts
 * carrying the page's origin.
 */
export function sendHtmlPage(reply: FastifyReply, status: number, csp: string, html: string) {
  return (
    reply
      .code(status)
      .type("text/html; charset=utf-8")
      .header("content-security-policy", csp)
      .header("cache-control", "no-store")
      // Not no-referrer: the browser would then post a form with `Origin: null`, a stranger's origin.
      .header("referrer-policy", "same-origin")
      .header("x-frame-options", "DENY")
      .header("x-content-type-options", "nosniff")
      .send(html)
  );
}
