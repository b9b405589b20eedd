import { z } from "zod";
import { ApiError, badGateway, notImplemented, payloadTooLarge } from "../../errors.ts";
import { parseInput } from "../validate.ts";
import type { CoreIntegration } from "./core-integration.ts";
import { storeFile } from "./file-store.ts";
import { sniffType } from "./file-types.ts";
import { requireAdminOrService, requireSignedIn } from "./integration-access.ts";
import { assertWithinQuota, originOf } from "./uploads.ts";

/** An image provider that has not answered in this long has failed (502). */
const TIMEOUT_MS = 120_000;
const PROMPT_MAX_CHARS = 4_000;

const input = z.object({
  prompt: z.string().trim().min(1, "must not be empty").max(PROMPT_MAX_CHARS),
  existing_image_urls: z.array(z.string().max(2048)).max(10).nullish(),
});

// Models of the gpt-image family always answer base64 and refuse the parameter that asks for it.
const answersBase64Anyway = (model: string) => /^gpt-image/i.test(model);

/**
 * The body of the provider's answer, read up to `max` bytes: a provider answering without end must not
 * fill the server's memory.
 */
async function boundedText(response: Response, max: number): Promise<string> {
  const reader = response.body?.getReader();
  if (!reader) return "";
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel();
      throw badGateway("The image provider's answer was larger than an upload may be");
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
}

/**
 * Core.GenerateImage `{prompt}` → `{url}` (decision 0077): one image from the OpenAI-compatible images
 * endpoint (IMAGE_BASE_URL, IMAGE_MODEL), stored as a public upload of the caller, so it is served and
 * counted like any other. Admins and the service role, ordinary users only with GENERATE_IMAGE_FOR_USERS;
 * InvokeLLM's rate limit; each image counts IMAGE_TOKENS_PER_IMAGE against the day's model budget. The
 * provider's bytes are sniffed like an upload's: only an image is kept.
 */
export const generateImage: CoreIntegration = async (ctx) => {
  const { app, caller, request, reply, limits } = ctx;
  const { endpoint, tokensPerImage, forUsers } = app.config.images;
  if (!endpoint) {
    throw notImplemented(
      "GenerateImage needs an image generation provider, and this server has none configured (IMAGE_BASE_URL, IMAGE_MODEL)",
    );
  }
  if (forUsers) requireSignedIn(caller, "GenerateImage");
  else requireAdminOrService(caller, "GenerateImage");
  await limits.llm(request, reply);
  const { prompt, existing_image_urls } = parseInput(input, (await ctx.read()).params);
  if (existing_image_urls && existing_image_urls.length > 0) {
    throw notImplemented("GenerateImage with existing_image_urls is not supported by this server");
  }
  const ownerId = caller.kind === "user" ? caller.user.id : null;
  await assertWithinQuota(ctx, ownerId, 0);
  if (!(await app.llm.budget.allows())) {
    throw new ApiError(
      429,
      "The server's daily model budget is spent; try again tomorrow",
      "TooManyRequests",
    );
  }

  const maxBytes = app.config.integrations.uploadMaxBytes;
  let response: Response;
  try {
    response = await fetch(`${endpoint.baseUrl.replace(/\/+$/, "")}/images/generations`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        ...(endpoint.apiKey ? { authorization: `Bearer ${endpoint.apiKey}` } : {}),
      },
      body: JSON.stringify({
        model: endpoint.model,
        prompt,
        n: 1,
        ...(answersBase64Anyway(endpoint.model) ? {} : { response_format: "b64_json" }),
      }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
      redirect: "error",
    });
  } catch (error) {
    request.log.warn({ error: (error as Error).name }, "GenerateImage: the provider could not be reached");
    throw badGateway("The image provider did not answer");
  }
  // Base64 is 4/3 of the bytes, plus the JSON around it.
  const body = await boundedText(response, Math.ceil(maxBytes * 1.4) + 64 * 1024);
  if (!response.ok) {
    request.log.warn({ status: response.status }, "GenerateImage: the provider refused");
    throw badGateway(`The image provider answered ${response.status}`);
  }
  let b64: unknown;
  try {
    b64 = (JSON.parse(body) as { data?: { b64_json?: unknown }[] }).data?.[0]?.b64_json;
  } catch {
    b64 = undefined;
  }
  if (typeof b64 !== "string") throw badGateway("The image provider's answer held no image (b64_json)");
  await app.llm.budget.record(tokensPerImage);
  const data = Buffer.from(b64, "base64");
  if (data.byteLength > maxBytes)
    throw payloadTooLarge("The generated image is larger than an upload may be");
  const type = sniffType(data, { type: "", fileName: "" });
  if (!type?.contentType.startsWith("image/")) {
    throw badGateway("The image provider's answer was not a PNG, JPEG, GIF or WebP image");
  }
  await assertWithinQuota(ctx, ownerId, data.byteLength);
  const stored = await storeFile(app.db, app.config.dataDir, {
    visibility: "public",
    data,
    type,
    originalName: `generated-image.${type.extension}`,
    ownerId,
  });
  return { url: `${originOf(ctx)}/api/files/public/${stored.name}` };
};
