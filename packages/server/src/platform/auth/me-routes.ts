import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { unauthorized } from "../../errors.ts";
import { assertAppId } from "../app-id.ts";
import { assertBodyWithinLimits } from "../body-limits.ts";
import type { Caller } from "../caller.ts";
import type { UserSchema } from "../users/user-schema.ts";
import { customFieldsTooLarge } from "../users/user-updates.ts";
import { parseInput } from "../validate.ts";
import { builtInUserFields, internalUserFields, toUserResponse } from "./user-response.ts";
import { getUser, mergeUserData } from "./users.ts";

type MeRequest = { Params: { appId: string } };

function currentUserId(caller: Caller): string {
  if (caller.kind === "user") return caller.user.id;
  if (caller.kind === "service" && caller.onBehalfOf) return caller.onBehalfOf.id;
  throw unauthorized();
}

/**
 * `auth.me()` and `auth.updateMe()`. These static paths outrank the entities API's `/:entity/:id` in the
 * router. updateMe merges custom fields only; the built-in ones (id, email, full_name, role, dates...) stay
 * as they are, silently, as the SDK's documentation of updateMe describes. With an app User schema the
 * custom fields are validated by it (422), and fields it does not declare are dropped.
 */
export async function meRoutes(app: FastifyInstance, options: { schema: UserSchema }) {
  const path = "/api/apps/:appId/entities/User/me";

  app.get<MeRequest>(path, async (request) => {
    assertAppId(app.config, request.params.appId);
    const user = await getUser(app.db, currentUserId(request.caller));
    if (!user) throw unauthorized();
    return toUserResponse(user, app.config.appId);
  });

  app.put<MeRequest>(path, async (request) => {
    assertAppId(app.config, request.params.appId);
    const id = currentUserId(request.caller);
    assertBodyWithinLimits(request.body);
    const body = parseInput(z.record(z.string(), z.unknown()), request.body);
    const sent = Object.fromEntries(
      Object.entries(body).filter(([key]) => !builtInUserFields.has(key) && !internalUserFields.has(key)),
    );
    const custom = options.schema.custom ? options.schema.custom.update(sent) : sent;
    const user =
      Object.keys(custom).length > 0 ? await mergeUserData(app.db, id, custom) : await getUser(app.db, id);
    if (user === "too_large") throw customFieldsTooLarge();
    if (!user) throw unauthorized();
    return toUserResponse(user, app.config.appId);
  });
}
