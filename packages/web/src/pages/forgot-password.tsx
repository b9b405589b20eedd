import { type FormEvent, useId, useState } from "react";
import { getBase44Client } from "../api/base44-client.ts";
import { Button } from "../components/ui/button.tsx";
import { forgotPasswordCopy } from "../content/accounts.ts";
import { AccountCard, AccountLink, FormAlert, FormStatus } from "../features/accounts/account-card.tsx";
import { accountErrorOf } from "../features/accounts/account-errors.ts";
import { DevSecret, devSecretOf } from "../features/accounts/dev-secret.tsx";
import { TextField } from "../features/accounts/text-field.tsx";
import { useLocationSearch, withFromUrl } from "../features/accounts/use-location-search.ts";
import { formatMessage } from "../i18n/format-message.ts";
import { useMessages } from "../i18n/language-provider.tsx";
import { metaOf } from "../lib/meta.ts";
import type { Route } from "./+types/forgot-password";

export const meta: Route.MetaFunction = ({ location }) => [
  ...metaOf(forgotPasswordCopy.meta, location),
  { name: "robots", content: "noindex" },
];

/** Asks for a reset link. The answer is the same whether or not the address has an account. */
export default function ForgotPasswordPage() {
  const m = useMessages().shell;
  const copy = m.resetRequest;
  const fromUrl = useLocationSearch().get("from_url");
  const [busy, setBusy] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  // Development without SMTP only (the server's DEV_SHOW_CODES): the link the e-mail carries.
  const [devLink, setDevLink] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const emailId = useId();
  const errorId = useId();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get("email") ?? "").trim();
    setBusy(true);
    setError(null);
    setSentTo(null);
    try {
      const client = await getBase44Client();
      setDevLink(devSecretOf(await client.auth.resetPasswordRequest(email), "dev_link"));
      setSentTo(email);
    } catch (caught) {
      setError(accountErrorOf(caught).status === 429 ? m.login.tooMany : m.register.failed);
    }
    setBusy(false);
  }

  return (
    <AccountCard
      title={copy.title}
      intro={copy.intro}
      footer={
        <p>
          <AccountLink href={withFromUrl("/login", fromUrl)}>{copy.back}</AccountLink>
        </p>
      }
    >
      <form
        className="mt-6 flex flex-col gap-4"
        onSubmit={onSubmit}
        aria-describedby={error ? errorId : undefined}
      >
        <TextField
          id={emailId}
          label={m.login.email}
          name="email"
          type="email"
          autoComplete="email"
          required
        />
        {error ? <FormAlert id={errorId}>{error}</FormAlert> : null}
        <FormStatus>{sentTo ? formatMessage(copy.sent, { email: sentTo }) : null}</FormStatus>
        {devLink ? (
          <DevSecret>
            {copy.devLink} <a href={devLink}>{devLink}</a>
          </DevSecret>
        ) : null}
        <Button type="submit" size="lg" disabled={busy}>
          {busy ? copy.submitting : copy.submit}
        </Button>
      </form>
    </AccountCard>
  );
}
