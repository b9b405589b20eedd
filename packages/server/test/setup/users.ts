import { createUser, type User } from "../../src/platform/auth/users.ts";
import { login, type TestApp } from "./test-app.ts";

export const memberPassword = "member-password-1";

/** A regular user of the running test app, with a token from a real login. */
export async function createMember(
  t: TestApp,
  email: string,
  options: { is_member: boolean },
): Promise<{ user: User; token: string }> {
  const user = await createUser(t.app.db, {
    email,
    password: memberPassword,
    role: "user",
    is_member: options.is_member,
    // Signing in needs a confirmed address (platform/auth/login-route.ts).
    is_verified: true,
  });
  return { user, token: await login(t.baseUrl, t.config.appId, email, memberPassword) };
}
