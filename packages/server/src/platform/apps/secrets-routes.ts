import type { FastifyInstance } from "fastify";
import { ApiError, type FieldError, validationError } from "../../errors.ts";
import {
  AppSecretsStore,
  MAX_SECRETS,
  secretNameProblem,
  secretValueProblem,
} from "../secrets/app-secrets-store.ts";
import { secretsKey } from "../secrets/secrets-key.ts";
import type { AppsHost } from "./apps-host.ts";
import { managedApp, managedDatabase } from "./managed-app.ts";

// What `secrets list` shows for every value: the CLI needs a string and prints only the names.
const MASK = "********";

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * An app's secrets as the CLI manages them (`base44 secrets list|set|delete`): names listed, values set
 * and deleted, never read back. A change starts the app's instance again, so its Deno functions see the
 * new environment within seconds.
 */
export async function secretsRoutes(app: FastifyInstance, host: AppsHost): Promise<void> {
  const storeOf = async (id: string) => new AppSecretsStore(await managedDatabase(host, id), id);

  const restartWith = async (id: string) => {
    try {
      // In the app's deploy turn: a code or site deploy running meanwhile restarts it with these too.
      await host.deploys.run(id, () => host.restart(id));
    } catch (error) {
      app.log.error({ err: error, app: id }, "hosted app did not start again after a change of its secrets");
      throw new ApiError(
        503,
        "The secrets are saved, but the app could not be started again with them; its logs say why",
        "ServiceUnavailable",
      );
    }
  };

  app.get("/api/apps/:appId/secrets", async (request) => {
    const { app: target } = await managedApp(request, host);
    const names = await (await storeOf(target.id)).names();
    return Object.fromEntries(names.map((name) => [name, MASK]));
  });

  app.post("/api/apps/:appId/secrets", async (request) => {
    const { app: target } = await managedApp(request, host);
    const body = request.body;
    if (!isPlainObject(body)) {
      throw validationError([{ field: "body", message: "an object of secret names and their values" }]);
    }
    const problems: FieldError[] = [];
    const secrets: Record<string, string> = Object.create(null);
    Object.entries(body).forEach(([name, value], index) => {
      // A bad name is named by its place, never echoed: a mistyped line may hold the value.
      const where = secretNameProblem(name) === undefined ? name : `#${index + 1}`;
      const nameProblem = secretNameProblem(name);
      if (nameProblem) problems.push({ field: where, message: `not a secret's name: ${nameProblem}` });
      else if (typeof value !== "string")
        problems.push({ field: where, message: "the value must be a string" });
      else {
        const valueProblem = secretValueProblem(value);
        if (valueProblem) problems.push({ field: where, message: valueProblem });
        else secrets[name] = value;
      }
    });
    if (problems.length > 0) throw validationError(problems);
    const store = await storeOf(target.id);
    const existing = new Set(await store.names());
    const total = new Set([...existing, ...Object.keys(secrets)]).size;
    if (total > MAX_SECRETS) {
      throw validationError([{ field: "body", message: `an app may keep at most ${MAX_SECRETS} secrets` }]);
    }
    if (Object.keys(secrets).length === 0) return { success: true };
    await store.set(await secretsKey(app.config), secrets);
    request.log.info({ app: target.id, names: Object.keys(secrets) }, "app secrets set");
    await restartWith(target.id);
    return { success: true };
  });

  app.delete("/api/apps/:appId/secrets", async (request) => {
    const { app: target } = await managedApp(request, host);
    const name = (request.query as { secret_name?: unknown }).secret_name;
    if (typeof name !== "string" || secretNameProblem(name) !== undefined) {
      throw validationError([{ field: "secret_name", message: "the name of a secret to delete" }]);
    }
    // Deleting what is already gone succeeds: the CLI sends a DELETE again when an answer was lost.
    if (await (await storeOf(target.id)).delete(name)) {
      request.log.info({ app: target.id, name }, "app secret deleted");
      await restartWith(target.id);
    }
    return { success: true };
  });
}
