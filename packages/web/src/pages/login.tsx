import { siteConfig } from "@ember/domain";
import { type FormEvent, useId, useState } from "react";
import { getBase44Client } from "../api/base44-client.ts";
import { useLocalizedTo } from "../app/link.tsx";
import { returnSignedIn } from "../app/safe-return-url.ts";
import { Button } from "../components/ui/button.tsx";
import { loginCopy } from "../content/login.ts";
import { AccountCard, AccountLink, FormAlert } from "../features/accounts/account-card.tsx";
import { accountErrorOf } from "../features/accounts/account-errors.ts";
import { TextField } from "../features/accounts/text-field.tsx";
import { useLocationSearch, withFromUrl } from "../features/accounts/use-location-search.ts";
import { formatMessage } from "../i18n/format-message.ts";
import { useMessages } from "../i18n/language-provider.tsx";
import { metaOf } from "../lib/meta.ts";
import type { Route } from "./+types/login";

export const meta: Route.MetaFunction = ({ location }) => [
  ...metaOf(loginCopy.meta, location),
  { name: "robots", content: "noindex" },
];

/**
 * Sign-in with e-mail and password; afterwards, back to `from_url` (this site only) carrying the token.
 * An address not yet confirmed goes on to the code step of /register with a fresh code.
 */
export default function LoginPage() {
  const copy = useMessages().shell.login;
  const localize = useLocalizedTo();
  const product = siteConfig.productName;
  const fromUrl = useLocationSearch().get("from_url");
  const [status, setStatus] = useState<"idle" | "submitting">("idle");
  const [error, setError] = useState<string | null>(null);
  const emailId = useId();
  const passwordId = useId();
  const errorId = useId();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const email = String(form.get("email") ?? "");
    setStatus("submitting");
    setError(null);
    try {
      const client = await getBase44Client();
      const { access_token } = await client.auth.loginViaEmailPassword(
        email,
        String(form.get("password") ?? ""),
      );
      returnSignedIn(fromUrl, access_token);
    } catch (caught) {
      const { status: code, reason } = accountErrorOf(caught);
      if (code === 403 && reason === "email_not_verified") {
        const client = await getBase44Client();
        await client.auth.resendOtp(email).catch(() => undefined);
        window.location.assign(localize(withFromUrl("/register", fromUrl, { step: "code", email })));
        return;
      }
      setError(code === 400 ? copy.invalid : code === 429 ? copy.tooMany : copy.failed);
      setStatus("idle");
    }
  }

  return (
    <AccountCard
      title={formatMessage(copy.title, { product })}
      intro={formatMessage(copy.intro, { product })}
      footer={
        <>
          <p>
            <AccountLink href={withFromUrl("/forgot-password", fromUrl)}>{copy.forgot}</AccountLink>
          </p>
          <p>
            {formatMessage(copy.noAccount, { product })}{" "}
            <AccountLink href={withFromUrl("/register", fromUrl)}>{copy.createAccount}</AccountLink>
          </p>
          <p>
            {copy.help}{" "}
            <AccountLink href={`mailto:${siteConfig.contactEmail}`}>{siteConfig.contactEmail}</AccountLink>
          </p>
        </>
      }
    >
      <form
        className="mt-6 flex flex-col gap-4"
        onSubmit={onSubmit}
        aria-describedby={error ? errorId : undefined}
      >
        <TextField id={emailId} label={copy.email} name="email" type="email" autoComplete="email" required />
        <TextField
          id={passwordId}
          label={copy.password}
          name="password"
          type="password"
          autoComplete="current-password"
          required
        />
        {error ? <FormAlert id={errorId}>{error}</FormAlert> : null}
        <Button type="submit" size="lg" disabled={status === "submitting"}>
          {status === "submitting" ? copy.submitting : copy.submit}
        </Button>
      </form>
    </AccountCard>
  );
}
