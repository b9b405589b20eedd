import type { FastifyInstance, FastifyRequest } from "fastify";
import { badRequest, forbidden, notFound } from "../../errors.ts";
import { createApiKey, keyName, listApiKeys, MAX_KEY_NAME, revokeApiKey } from "./api-keys.ts";
import { type PlatformCaller, platformNow, requirePlatformAdmin } from "./platform-caller.ts";

/**
 * Keys are managed by an admin who signed in (a browser session or `base44 login`), never with a key:
 * a leaked key must not be able to mint the keys that would outlive its own revocation.
 */
async function signedInAdmin(request: FastifyRequest): Promise<PlatformCaller> {
  const caller = await requirePlatformAdmin(request);
  if (caller.via === "api-key") {
    throw forbidden("API keys are managed by a signed-in platform admin, not with an API key");
  }
  return caller;
}

/**
 * The dashboard's JSON routes for workspace keys. Each admin sees and revokes the keys they made; the
 * key itself is in the answer to its creation only.
 */
export async function apiKeyRoutes(app: FastifyInstance) {
  app.get("/api/platform/api-keys", async (request) => {
    const caller = await signedInAdmin(request);
    return { items: await listApiKeys(app.db, { userId: caller.userId }) };
  });

  app.post("/api/platform/api-keys", async (request, reply) => {
    const caller = await signedInAdmin(request);
    const body = request.body;
    const raw =
      typeof body === "object" && body !== null && Object.hasOwn(body, "name")
        ? (body as { name: unknown }).name
        : undefined;
    const name = keyName(raw);
    if (name === null) throw badRequest(`name: a label of 1 to ${MAX_KEY_NAME} characters is required`);
    const created = await createApiKey(app.db, { userId: caller.userId, name, now: platformNow(app) });
    return reply.code(201).header("cache-control", "no-store").send(created);
  });

  app.delete("/api/platform/api-keys/:id", async (request: FastifyRequest<{ Params: { id: string } }>) => {
    const caller = await signedInAdmin(request);
    const revoked = await revokeApiKey(app.db, request.params.id, {
      userId: caller.userId,
      now: platformNow(app),
    });
    if (!revoked) throw notFound("No such API key (it may have been revoked already)");
    return { success: true };
  });
}
