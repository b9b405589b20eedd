import { siteConfig } from "@ember/domain";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { getBase44Client } from "../api/base44-client.ts";
import { returnSignedIn } from "../app/safe-return-url.ts";
import { Button } from "../components/ui/button.tsx";
import { registerCopy } from "../content/accounts.ts";
import { AccountCard, AccountLink, FormAlert, FormStatus } from "../features/accounts/account-card.tsx";
import { accountErrorOf } from "../features/accounts/account-errors.ts";
import { DevSecret, devSecretOf } from "../features/accounts/dev-secret.tsx";
import { TextField } from "../features/accounts/text-field.tsx";
import { useLocationSearch, withFromUrl } from "../features/accounts/use-location-search.ts";
import { formatMessage } from "../i18n/format-message.ts";
import { useMessages } from "../i18n/language-provider.tsx";
import { metaOf } from "../lib/meta.ts";
import type { Route } from "./+types/register";

export const meta: Route.MetaFunction = ({ location }) => [
  ...metaOf(registerCopy.meta, location),
  { name: "robots", content: "noindex" },
];

type Busy = "idle" | "submitting" | "verifying" | "resending";

/**
 * Sign-up in two steps: e-mail and password, then the 6-digit code from the e-mail (with a resend). The
 * code's answer carries a token, so a confirmed visitor goes straight back to `from_url`, signed in.
 * /login sends an unconfirmed address here as `?step=code&email=`.
 */
export default function RegisterPage() {
  const m = useMessages().shell;
  const copy = m.register;
  const product = siteConfig.productName;
  const search = useLocationSearch();
  const fromUrl = search.get("from_url");
  const fromLogin = search.get("step") === "code" ? search.get("email") : null;
  const [email, setEmail] = useState<string | null>(null);
  const codeEmail = email ?? fromLogin;
  const [busy, setBusy] = useState<Busy>("idle");
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  // Development without SMTP only (the server's DEV_SHOW_CODES): the code the e-mail carries.
  const [devCode, setDevCode] = useState<string | null>(null);
  const ids = { email: useId(), password: useId(), code: useId(), error: useId() };
  const codeInput = useRef<HTMLInputElement>(null);

  // Entering the code step moves focus to the code, so keyboard and screen-reader users land there.
  useEffect(() => {
    if (codeEmail) codeInput.current?.focus();
  }, [codeEmail]);

  const fail = (caught: unknown, onBadRequest: string) => {
    const { status } = accountErrorOf(caught);
    setError(status === 429 ? m.login.tooMany : status === 400 ? onBadRequest : copy.failed);
    setBusy("idle");
  };

  async function register(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const address = String(form.get("email") ?? "").trim();
    setBusy("submitting");
    setError(null);
    try {
      const client = await getBase44Client();
      const answer = await client.auth.register({
        email: address,
        password: String(form.get("password") ?? ""),
      });
      setDevCode(devSecretOf(answer, "dev_code"));
      setEmail(address);
      setNotice(null);
      setBusy("idle");
    } catch (caught) {
      fail(caught, copy.failed);
    }
  }

  async function verify(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!codeEmail) return;
    const code = String(new FormData(event.currentTarget).get("code") ?? "").replace(/\s+/g, "");
    setBusy("verifying");
    setError(null);
    try {
      const client = await getBase44Client();
      const { access_token } = (await client.auth.verifyOtp({ email: codeEmail, otpCode: code })) as {
        access_token: string;
      };
      returnSignedIn(fromUrl, access_token);
    } catch (caught) {
      fail(caught, copy.codeInvalid);
    }
  }

  async function resend() {
    if (!codeEmail) return;
    setBusy("resending");
    setError(null);
    setNotice(null);
    try {
      const client = await getBase44Client();
      setDevCode(devSecretOf(await client.auth.resendOtp(codeEmail), "dev_code"));
      setNotice(copy.resent);
      setBusy("idle");
    } catch (caught) {
      fail(caught, copy.failed);
    }
  }

  const footer = (
    <p>
      {copy.haveAccount} <AccountLink href={withFromUrl("/login", fromUrl)}>{copy.signIn}</AccountLink>
    </p>
  );

  if (codeEmail) {
    const intro = formatMessage(email ? copy.codeIntro : copy.confirmFirst, { email: codeEmail });
    return (
      <AccountCard title={copy.codeTitle} intro={intro} footer={footer}>
        <form
          className="mt-6 flex flex-col gap-4"
          onSubmit={verify}
          aria-describedby={error ? ids.error : undefined}
        >
          <TextField
            ref={codeInput}
            id={ids.code}
            label={copy.code}
            hint={copy.codeHint}
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="\s*\d{6}\s*"
            maxLength={8}
            required
            dir="ltr"
            className="text-start font-mono text-xl tracking-[0.3em]"
          />
          {error ? <FormAlert id={ids.error}>{error}</FormAlert> : null}
          <FormStatus>{notice}</FormStatus>
          {devCode ? <DevSecret>{formatMessage(copy.devCode, { code: devCode })}</DevSecret> : null}
          <Button type="submit" size="lg" disabled={busy !== "idle"}>
            {busy === "verifying" ? copy.verifying : copy.verify}
          </Button>
          <Button type="button" variant="outline" onClick={resend} disabled={busy !== "idle"}>
            {busy === "resending" ? copy.resending : copy.resend}
          </Button>
        </form>
      </AccountCard>
    );
  }

  return (
    <AccountCard title={formatMessage(copy.title, { product })} intro={copy.intro} footer={footer}>
      <form
        className="mt-6 flex flex-col gap-4"
        onSubmit={register}
        aria-describedby={error ? ids.error : undefined}
      >
        <TextField
          id={ids.email}
          label={m.login.email}
          name="email"
          type="email"
          autoComplete="email"
          required
        />
        <TextField
          id={ids.password}
          label={m.login.password}
          hint={copy.passwordHint}
          name="password"
          type="password"
          autoComplete="new-password"
          minLength={8}
          maxLength={256}
          required
        />
        {error ? <FormAlert id={ids.error}>{error}</FormAlert> : null}
        <Button type="submit" size="lg" disabled={busy !== "idle"}>
          {busy === "submitting" ? copy.submitting : copy.submit}
        </Button>
      </form>
    </AccountCard>
  );
}
