import type { FastifyInstance, FastifyRequest } from "fastify";
import { ApiError } from "../../errors.ts";
import type { AppsHost } from "./apps-host.ts";
import { managedApp } from "./managed-app.ts";

const notHere = (what: string) =>
  new ApiError(
    501,
    `${what} is not available on this server: it needs the hosted Base44 service`,
    "NotImplemented",
  );

/**
 * The hosted service's OAuth connectors and Stripe, answered honestly so that `base44 deploy` completes:
 * an app here has no connectors (an empty list, which `deploy` reads every time), Stripe's status is a
 * 501 (which `deploy` tolerates when the project has no Stripe), and connecting or installing anything is
 * a 501 that says why.
 */
export async function connectorRoutes(app: FastifyInstance, host: AppsHost): Promise<void> {
  app.get("/api/apps/:appId/external-auth/list", async (request) => {
    await managedApp(request, host);
    return { integrations: [] };
  });

  // Removing a connector that is not there is done: `connectors push` removes what the project lacks.
  app.delete<{ Params: { appId: string; type: string } }>(
    "/api/apps/:appId/external-auth/integrations/:type/remove",
    async (request) => {
      await managedApp(request, host);
      return { status: "removed", integration_type: request.params.type };
    },
  );

  const unavailable = (what: string) => async (request: FastifyRequest) => {
    await managedApp(request, host);
    throw notHere(what);
  };
  app.put("/api/apps/:appId/external-auth/integrations/:type", unavailable("Connecting an OAuth connector"));
  app.get("/api/apps/:appId/external-auth/status", unavailable("Connecting an OAuth connector"));
  app.get("/api/apps/:appId/external-auth/available-integrations", unavailable("The connector catalogue"));
  app.get("/api/apps/:appId/payments/stripe/status", unavailable("Stripe"));
  app.post("/api/apps/:appId/payments/stripe/install", unavailable("Stripe"));
  app.delete("/api/apps/:appId/payments/stripe", unavailable("Stripe"));
}
