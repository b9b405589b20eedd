import cors from "@fastify/cors";
import fp from "fastify-plugin";

/**
 * CORS for SDK clients whose pages live on another origin (an app built with an absolute `serverUrl`;
 * ADR 0029). Off unless CORS_ORIGINS names origins: then those origins get the allow headers and
 * preflight answers, and every other origin gets neither, so its browser blocks the call. The SDK
 * authenticates with a bearer header, never cookies, so credentials are not allowed; the request headers
 * it sends (X-App-Id, Authorization, X-Origin-URL, Base44-*, custom `headers`) are echoed from the
 * preflight's list.
 */
export default fp(
  async (app) => {
    const origins = app.config.corsOrigins;
    if (origins.length === 0) return;
    const allowed = new Set(origins);
    await app.register(cors, {
      // false for any other origin turns CORS off for that request: no allow headers, no preflight answer.
      origin: allowed.has("*")
        ? "*"
        : (origin: string | undefined, done: (error: Error | null, allow: string | false) => void) =>
            done(null, origin !== undefined && allowed.has(origin) ? origin : false),
      methods: ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"],
      credentials: false,
      // The SDK reads a connector error's code from this header.
      exposedHeaders: ["x-base44-connector-error"],
      maxAge: 600,
    });
  },
  { name: "cors" },
);
