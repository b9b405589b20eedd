import fp from "fastify-plugin";
import { meRoutes } from "../auth/me-routes.ts";
import { userRoutes } from "./user-routes.ts";
import { defineUserSchema, type UserSchema } from "./user-schema.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** The app's User schema: its custom fields and roles (the built-in two without one). */
    userSchema: UserSchema;
  }
}

export interface UsersPluginOptions {
  /** The app's raw User schema (User.jsonc), if it has one; a bad one stops the start. */
  readonly userSchema?: unknown;
}

/**
 * The built-in User entity: auth.me()/updateMe() and `entities.User` (docs/users-and-roles.md), over the
 * accounts of the auth plugin.
 */
export default fp<UsersPluginOptions>(
  async (app, options) => {
    const schema = defineUserSchema(options.userSchema);
    app.decorate("userSchema", schema);
    await app.register(meRoutes, { schema });
    await app.register(userRoutes, { schema });
  },
  { name: "users", dependencies: ["database", "auth"] },
);
