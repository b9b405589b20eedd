import { z } from "zod";

/**
 * An app's sign-in settings as the CLI pushes and pulls them (`auth/config.jsonc`, the 10 keys). This
 * server signs a hosted app's users in with e-mail and password only: the settings are kept whole, so a
 * pull gives back what was pushed, and the social and SSO switches change nothing here (docs/api.md).
 */
export const authConfigSchema = z
  .object({
    enable_username_password: z.boolean(),
    enable_google_login: z.boolean(),
    enable_microsoft_login: z.boolean(),
    enable_facebook_login: z.boolean(),
    enable_apple_login: z.boolean(),
    sso_provider_name: z.string().max(200).nullable(),
    enable_sso_login: z.boolean(),
    google_oauth_mode: z.enum(["default", "custom"]),
    google_oauth_client_id: z.string().max(500).nullable(),
    use_workspace_sso: z.boolean(),
  })
  .strict();

export type AuthConfig = z.output<typeof authConfigSchema>;

/** What an app that never had its settings pushed signs in with here: e-mail and password. */
export const defaultAuthConfig: AuthConfig = {
  enable_username_password: true,
  enable_google_login: false,
  enable_microsoft_login: false,
  enable_facebook_login: false,
  enable_apple_login: false,
  sso_provider_name: null,
  enable_sso_login: false,
  google_oauth_mode: "default",
  google_oauth_client_id: null,
  use_workspace_sso: false,
};

/** The switches this server does not act on, when they are on: named in the reply so nobody is misled. */
export function ignoredAuthSettings(config: AuthConfig): string[] {
  const ignored: string[] = [];
  if (!config.enable_username_password) ignored.push("enable_username_password (password sign-in stays on)");
  for (const key of [
    "enable_google_login",
    "enable_microsoft_login",
    "enable_facebook_login",
    "enable_apple_login",
    "enable_sso_login",
    "use_workspace_sso",
  ] as const) {
    if (config[key]) ignored.push(key);
  }
  return ignored;
}

/**
 * Former ids of an app (the hosted service's), which its built site may call the API with: the shape of
 * an app id, and none of the words that follow `/api/apps/` in the platform's own paths.
 */
export const appIdAliasesSchema = z
  .array(
    z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,64}$/, "an app id: letters, digits, '_' or '-'")
      .refine((id) => !["public", "platform"].includes(id.toLowerCase()), "a word the API's paths use"),
  )
  .max(10);
