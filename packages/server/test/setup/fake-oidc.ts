import { createHash, randomBytes } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { exportJWK, generateKeyPair, SignJWT } from "jose";

export interface OidcPerson {
  readonly sub: string;
  readonly email: string;
  readonly email_verified: boolean;
  readonly name?: string;
}

export interface FakeOidc {
  /** For OIDC_ISSUER. */
  readonly issuer: string;
  readonly clientId: string;
  readonly clientSecret: string;
  /** Who the provider signs in at the next /authorize (it asks nobody: the test decides). */
  person: OidcPerson;
  /** Token requests answered, and those refused (a used, unknown or mismatched code, a bad secret). */
  readonly exchanges: { readonly ok: number; readonly refused: number };
  stop(): Promise<void>;
}

interface Grant {
  readonly clientId: string;
  readonly redirectUri: string;
  readonly challenge: string;
  readonly nonce: string | undefined;
  readonly person: OidcPerson;
  used: boolean;
}

/**
 * A small OpenID Connect provider over a real socket, as an identity provider answers the
 * authorization-code flow: discovery, JWKS (an RSA key made at start), /authorize (signs in `person` at
 * once and redirects back with a code) and /token (client secret, single-use code, redirect URI and PKCE
 * S256 checked; an ID token signed RS256 with the nonce).
 */
export async function startFakeOidc(): Promise<FakeOidc> {
  const { privateKey, publicKey } = await generateKeyPair("RS256");
  const jwk = { ...(await exportJWK(publicKey)), kid: "test-key", alg: "RS256", use: "sig" };
  const grants = new Map<string, Grant>();
  const exchanges = { ok: 0, refused: 0 };
  const fake = {
    issuer: "",
    clientId: "ember-test-client",
    clientSecret: randomBytes(16).toString("hex"),
    person: { sub: "p-1", email: "person@idp.test", email_verified: true, name: "Pat Person" },
    exchanges,
    stop: async () => {},
  } as FakeOidc;

  const json = (res: import("node:http").ServerResponse, status: number, body: unknown) =>
    res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));

  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      void (async () => {
        const url = new URL(req.url ?? "/", fake.issuer);
        if (url.pathname === "/.well-known/openid-configuration") {
          return json(res, 200, {
            issuer: fake.issuer,
            authorization_endpoint: `${fake.issuer}/authorize`,
            token_endpoint: `${fake.issuer}/token`,
            jwks_uri: `${fake.issuer}/jwks`,
            response_types_supported: ["code"],
            subject_types_supported: ["public"],
            id_token_signing_alg_values_supported: ["RS256"],
            code_challenge_methods_supported: ["S256"],
            token_endpoint_auth_methods_supported: ["client_secret_basic", "client_secret_post"],
          });
        }
        if (url.pathname === "/jwks") return json(res, 200, { keys: [jwk] });
        if (url.pathname === "/authorize") {
          const q = url.searchParams;
          const redirectUri = q.get("redirect_uri") ?? "";
          if (q.get("client_id") !== fake.clientId || q.get("response_type") !== "code")
            return json(res, 400, { error: "invalid_request" });
          if (q.get("code_challenge_method") !== "S256" || !q.get("code_challenge"))
            return json(res, 400, { error: "invalid_request", error_description: "PKCE required" });
          const code = randomBytes(16).toString("hex");
          grants.set(code, {
            clientId: fake.clientId,
            redirectUri,
            challenge: q.get("code_challenge") ?? "",
            nonce: q.get("nonce") ?? undefined,
            person: fake.person,
            used: false,
          });
          const back = new URL(redirectUri);
          back.searchParams.set("code", code);
          back.searchParams.set("state", q.get("state") ?? "");
          return res.writeHead(302, { location: back.href }).end();
        }
        if (url.pathname === "/token" && req.method === "POST") {
          const form = new URLSearchParams(Buffer.concat(chunks).toString("utf8"));
          const basic = (req.headers.authorization ?? "").replace(/^Basic /, "");
          const [id, secret] = basic
            ? Buffer.from(basic, "base64").toString("utf8").split(":").map(decodeURIComponent)
            : [form.get("client_id"), form.get("client_secret")];
          const grant = grants.get(form.get("code") ?? "");
          const verifier = form.get("code_verifier") ?? "";
          const challenge = createHash("sha256").update(verifier).digest("base64url");
          if (
            id !== fake.clientId ||
            secret !== fake.clientSecret ||
            !grant ||
            grant.used ||
            grant.redirectUri !== form.get("redirect_uri") ||
            grant.challenge !== challenge
          ) {
            // A code is spent by its first exchange, even a refused one, as RFC 6749 asks.
            if (grant) grant.used = true;
            exchanges.refused += 1;
            return json(res, 400, { error: "invalid_grant" });
          }
          grant.used = true;
          exchanges.ok += 1;
          const { person } = grant;
          const idToken = await new SignJWT({
            email: person.email,
            email_verified: person.email_verified,
            ...(person.name ? { name: person.name } : {}),
            ...(grant.nonce ? { nonce: grant.nonce } : {}),
          })
            .setProtectedHeader({ alg: "RS256", kid: "test-key" })
            .setIssuer(fake.issuer)
            .setSubject(person.sub)
            .setAudience(fake.clientId)
            .setIssuedAt()
            .setExpirationTime("5m")
            .sign(privateKey);
          return json(res, 200, {
            access_token: randomBytes(16).toString("hex"),
            token_type: "Bearer",
            expires_in: 300,
            id_token: idToken,
          });
        }
        return json(res, 404, { error: "not_found" });
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(fake, {
    issuer: `http://127.0.0.1:${port}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
