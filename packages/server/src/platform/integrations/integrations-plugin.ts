import multipart from "@fastify/multipart";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { notFound, unsupportedMediaType } from "../../errors.ts";
import { assertAppId } from "../app-id.ts";
import { type CallInput, type MultipartLimits, multipartOptions, readCallInput } from "../call-input.ts";
import type { CoreIntegration } from "./core-integration.ts";
import { extractDataFromUploadedFile } from "./extract-data.ts";
import { fileRoutes } from "./file-routes.ts";
import { generateImage } from "./generate-image.ts";
import { createIntegrationLimits } from "./integration-access.ts";
import { invokeLlm } from "./invoke-llm.ts";
import { sendEmail } from "./send-email.ts";
import { createFileSignedUrl, uploadFile, uploadPrivateFile } from "./uploads.ts";

/** The SDK's Core integrations package (ADR 0026), by endpoint name. */
const core: Readonly<Record<string, CoreIntegration>> = {
  InvokeLLM: invokeLlm,
  SendEmail: sendEmail,
  UploadFile: uploadFile,
  UploadPrivateFile: uploadPrivateFile,
  CreateFileSignedUrl: createFileSignedUrl,
  GenerateImage: generateImage,
  ExtractDataFromUploadedFile: extractDataFromUploadedFile,
};

/** The endpoints that take a file; every other one takes JSON only, so no form is ever read for them. */
const takesFile = new Set(["UploadFile", "UploadPrivateFile"]);

async function integrationRoutes(app: FastifyInstance) {
  const multipartLimits: MultipartLimits = {
    maxFileBytes: app.config.integrations.uploadMaxBytes,
    maxFieldBytes: app.initialConfig.bodyLimit ?? 1024 * 1024,
  };
  // One file per call, bounded; the fields are the other named parameters, together no larger
  // than a JSON body may be.
  await app.register(multipart, multipartOptions(multipartLimits));
  // An integration called without data posts an empty body labelled JSON; that means "no parameters".
  const json = app.getDefaultJsonParser("error", "error");
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
    const text = body as string;
    if (text.length === 0) return done(null, {});
    return json(request, text, done);
  });
  const limits = await createIntegrationLimits(app);

  app.post<{ Params: { appId: string; endpoint: string } }>(
    "/api/apps/:appId/integration-endpoints/Core/:endpoint",
    async (request, reply) => {
      assertAppId(app.config, request.params.appId);
      const { endpoint } = request.params;
      const integration = Object.hasOwn(core, endpoint) ? core[endpoint] : undefined;
      if (!integration) throw notFound(`Integration Core.${endpoint} not found`);
      if (request.isMultipart() && !takesFile.has(endpoint)) {
        throw unsupportedMediaType(`Core.${endpoint} takes no files: send its parameters as JSON`);
      }
      let input: Promise<CallInput> | undefined;
      const result = await integration({
        app,
        request,
        reply,
        caller: request.caller,
        limits,
        read: () => {
          input ??= readCallInput(request, multipartLimits);
          return input;
        },
      });
      return reply.type("application/json; charset=utf-8").send(JSON.stringify(result ?? null));
    },
  );

  // Installable packages and custom (OpenAPI) integrations are Base44's hosted catalogue; none is here.
  app.post<{ Params: { appId: string; pkg: string; endpoint: string } }>(
    "/api/apps/:appId/integration-endpoints/installable/:pkg/integration-endpoints/:endpoint",
    async (request) => {
      assertAppId(app.config, request.params.appId);
      throw notFound(`Integration package ${request.params.pkg} is not installed on this server`);
    },
  );
  app.post<{ Params: { appId: string; slug: string } }>(
    "/api/apps/:appId/integrations/custom/:slug/*",
    async (request) => {
      assertAppId(app.config, request.params.appId);
      throw notFound(`Custom integration ${request.params.slug} is not configured on this server`);
    },
  );
}

/**
 * The core integrations and the uploaded files they serve (ADR 0026). Needs the caller (auth), the LLM
 * provider layer and the e-mail outbox.
 */
export default fp(
  async (app) => {
    await app.register(integrationRoutes);
    await app.register(fileRoutes);
  },
  { name: "integrations", dependencies: ["auth", "llm", "mail"] },
);
