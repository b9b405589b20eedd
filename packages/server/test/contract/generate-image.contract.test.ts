import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { loadConfig } from "../../src/config.ts";
import { engines } from "../setup/databases.ts";
import { type FakeImages, startFakeImages } from "../setup/fake-images.ts";
import { startTestApp, type TestApp } from "../setup/test-app.ts";
import { type Callers, callersOf, PNG, rejection } from "./integration-fixtures.ts";

const storedCount = async (t: TestApp) =>
  (await t.app.db.query<{ n: number }>("select count(*)::int as n from uploaded_files")).rows[0]?.n;

describe.each(engines)("GenerateImage through the official SDK (%s)", (engine) => {
  let t: TestApp;
  let c: Callers;
  let images: FakeImages;

  beforeAll(async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    images = await startFakeImages({ kind: "image", data: PNG });
    t = await startTestApp(engine, {
      IMAGE_BASE_URL: images.baseUrl,
      IMAGE_API_KEY: "image-key-123",
      IMAGE_MODEL: "dall-e-3",
    });
    c = await callersOf(t, `images-${engine}`);
  });
  afterAll(async () => {
    await t?.close();
    await images?.stop();
    vi.restoreAllMocks();
  });

  it("stores the provider's image as a public upload and answers its url, for an admin and the service role", async () => {
    images.mode = { kind: "image", data: PNG };
    const { url } = await c.admin.integrations.Core.GenerateImage({ prompt: "a campfire at dusk" });
    expect(url).toMatch(new RegExp(`^${t.baseUrl}/api/files/public/[0-9a-f-]{36}\\.png$`));
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/png");
    expect(response.headers.get("content-disposition")).toBe("inline");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(Buffer.from(await response.arrayBuffer()).equals(PNG)).toBe(true);
    expect(images.requests.at(-1)).toEqual({
      authorization: "Bearer image-key-123",
      body: { model: "dall-e-3", prompt: "a campfire at dusk", n: 1, response_format: "b64_json" },
    });

    const service = await c.service.integrations.Core.GenerateImage({ prompt: "a lantern" });
    const name = new URL(service.url).pathname.split("/").pop();
    const { rows } = await t.app.db.query("select owner_id from uploaded_files where name = $1", [name]);
    expect(rows).toEqual([{ owner_id: null }]);
  });

  it("keeps ordinary users and anonymous callers out unless GENERATE_IMAGE_FOR_USERS, asking no provider", async () => {
    const asked = images.requests.length;
    expect(await rejection(c.user.integrations.Core.GenerateImage({ prompt: "x" }))).toMatchObject({
      status: 403,
      data: { error_type: "Forbidden" },
    });
    expect(await rejection(c.anonymous.integrations.Core.GenerateImage({ prompt: "x" }))).toMatchObject({
      status: 401,
    });
    expect(images.requests.length).toBe(asked);
  });

  it("answers 502 and stores nothing when the provider fails or answers something that is no image", async () => {
    const before = await storedCount(t);
    images.mode = { kind: "status", status: 500 };
    expect(await rejection(c.admin.integrations.Core.GenerateImage({ prompt: "x" }))).toMatchObject({
      status: 502,
      data: { error_type: "BadGateway" },
    });
    images.mode = { kind: "image", data: Buffer.from("<!doctype html><script>alert(1)</script>") };
    expect(await rejection(c.admin.integrations.Core.GenerateImage({ prompt: "x" }))).toMatchObject({
      status: 502,
      message: expect.stringContaining("not a PNG, JPEG, GIF or WebP"),
    });
    images.mode = { kind: "image", data: Buffer.from("%PDF-1.4\n") };
    expect(await rejection(c.admin.integrations.Core.GenerateImage({ prompt: "x" }))).toMatchObject({
      status: 502,
    });
    expect(await storedCount(t)).toBe(before);
  });

  it("refuses bad input with 422 and existing_image_urls with 501, asking no provider", async () => {
    images.mode = { kind: "image", data: PNG };
    const asked = images.requests.length;
    expect(await rejection(c.admin.integrations.Core.GenerateImage({ prompt: "  " }))).toMatchObject({
      status: 422,
    });
    expect(
      await rejection(c.admin.integrations.Core.GenerateImage({ prompt: "x".repeat(4001) })),
    ).toMatchObject({ status: 422 });
    expect(
      await rejection(
        // Base44's image editing parameter, which the SDK's types do not name.
        c.admin.integrations.Core.GenerateImage({
          prompt: "x",
          existing_image_urls: [`${t.baseUrl}/a.png`],
        } as never),
      ),
    ).toMatchObject({ status: 501 });
    expect(images.requests.length).toBe(asked);
  });
});

describe("GenerateImage for users, within the day's model budget", () => {
  let t: TestApp;
  let c: Callers;
  let images: FakeImages;

  beforeAll(async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    images = await startFakeImages({ kind: "image", data: PNG });
    t = await startTestApp("pglite", {
      IMAGE_BASE_URL: images.baseUrl,
      IMAGE_MODEL: "gpt-image-1",
      GENERATE_IMAGE_FOR_USERS: "true",
      LLM_DAILY_TOKEN_BUDGET: "8000",
      IMAGE_TOKENS_PER_IMAGE: "5000",
    });
    c = await callersOf(t, "images-budget");
  });
  afterAll(async () => {
    await t?.close();
    await images?.stop();
    vi.restoreAllMocks();
  });

  it("lets a user generate, counts each image against the budget, and answers 429 once it is spent", async () => {
    const first = await c.user.integrations.Core.GenerateImage({ prompt: "a tent" });
    expect(first.url).toMatch(/\.png$/);
    // gpt-image models answer base64 without being asked, and refuse being asked.
    expect(images.requests.at(-1)?.body).toEqual({ model: "gpt-image-1", prompt: "a tent", n: 1 });
    expect((await t.app.llm.budget.status()).tokens).toBe(5000);
    await c.user.integrations.Core.GenerateImage({ prompt: "a canoe" });
    const asked = images.requests.length;
    expect(await rejection(c.user.integrations.Core.GenerateImage({ prompt: "a lake" }))).toMatchObject({
      status: 429,
      data: { error_type: "TooManyRequests" },
    });
    expect(images.requests.length).toBe(asked);
  });

  it("refuses an image endpoint without a model at start", () => {
    expect(() => loadConfig({ DATA_DIR: "/tmp/x", IMAGE_BASE_URL: "http://127.0.0.1:1/v1" })).toThrow(
      /IMAGE_MODEL: required when IMAGE_BASE_URL is set/,
    );
  });
});
