import { createClient } from "@base44/sdk";
import { issueServiceToken } from "../../src/platform/auth/tokens.ts";
import type { TestApp } from "../setup/test-app.ts";
import { createMember } from "../setup/users.ts";

/** The smallest valid PNG: a 1x1 transparent pixel. */
export const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
);
export const PDF = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");

export type Sdk = ReturnType<typeof createClient>;

/** Four clients of the official SDK: nobody, a member, the admin, and the service role. */
export interface Callers {
  readonly anonymous: Sdk;
  readonly user: Sdk;
  /** A second member, who does not own the first one's files. */
  readonly otherUser: Sdk;
  readonly admin: Sdk;
  /** asServiceRole of a client holding a service token. */
  readonly service: Sdk["asServiceRole"];
  readonly userId: string;
}

export async function callersOf(t: TestApp, prefix: string): Promise<Callers> {
  const make = (options: { token?: string; serviceToken?: string } = {}) =>
    createClient({ serverUrl: t.baseUrl, appId: t.config.appId, ...options });
  const member = await createMember(t, `${prefix}-member@ember.test`, { is_member: true });
  const other = await createMember(t, `${prefix}-other@ember.test`, { is_member: true });
  return {
    anonymous: make(),
    user: make({ token: member.token }),
    otherUser: make({ token: other.token }),
    admin: make({ token: t.adminToken }),
    service: make({ serviceToken: await issueServiceToken(t.app) }).asServiceRole,
    userId: member.user.id,
  };
}

/** The rejection of a promise that must reject. */
export async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error("expected a rejection");
}

export const fileOf = (data: Uint8Array, name: string, type: string) => new File([data], name, { type });
