import { type FormEvent, useId, useState } from "react";
import { getBase44Client } from "../api/base44-client.ts";
import { useLocalizedTo } from "../app/link.tsx";
import { Button } from "../components/ui/button.tsx";
import { resetPasswordCopy } from "../content/accounts.ts";
import { AccountCard, AccountLink, FormAlert, FormStatus } from "../features/accounts/account-card.tsx";
import { accountErrorOf } from "../features/accounts/account-errors.ts";
import { TextField } from "../features/accounts/text-field.tsx";
import { useLinkParams } from "../features/accounts/use-location-search.ts";
import { useMessages } from "../i18n/language-provider.tsx";
import { metaOf } from "../lib/meta.ts";
import { useHydrated } from "../lib/use-hydrated.ts";
import type { Route } from "./+types/reset-password";

export const meta: Route.MetaFunction = ({ location }) => [
  ...metaOf(resetPasswordCopy.meta, location),
  { name: "robots", content: "noindex" },
  // The token in the address must not travel to other sites in a Referer.
  { name: "referrer", content: "no-referrer" },
];

/**
 * Where the reset and invitation e-mails link (`#token=`, plus `&invite=1` for an invitation): a new
 * password, typed twice. The token works once; a used or expired one offers a new link.
 */
export default function ResetPasswordPage() {
  const m = useMessages().shell;
  const copy = m.resetPassword;
  const localize = useLocalizedTo();
  const search = useLinkParams();
  const token = search.get("token");
  const invited = search.get("invite") === "1";
  const hydrated = useHydrated();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<"done" | "invalid" | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [mismatch, setMismatch] = useState(false);
  const ids = { password: useId(), confirm: useId(), error: useId() };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const password = String(form.get("password") ?? "");
    setError(null);
    if (password !== String(form.get("confirm") ?? "")) {
      setMismatch(true);
      document.getElementById(ids.confirm)?.focus();
      return;
    }
    setMismatch(false);
    if (!token) return;
    setBusy(true);
    try {
      const client = await getBase44Client();
      await client.auth.resetPassword({ resetToken: token, newPassword: password });
      setOutcome("done");
    } catch (caught) {
      const { status } = accountErrorOf(caught);
      if (status === 400) setOutcome("invalid");
      else setError(status === 429 ? m.login.tooMany : m.register.failed);
    }
    setBusy(false);
  }

  const requestNew = <AccountLink href="/forgot-password">{copy.requestNew}</AccountLink>;
  const title = invited ? copy.inviteTitle : copy.title;

  if (outcome === "done") {
    return (
      <AccountCard title={title}>
        <div className="mt-6 flex flex-col gap-4">
          <FormStatus>{copy.done}</FormStatus>
          <Button asChild size="lg">
            <a href={localize("/login")}>{copy.signIn}</a>
          </Button>
        </div>
      </AccountCard>
    );
  }
  if (outcome === "invalid" || (hydrated && !token)) {
    return (
      <AccountCard title={title}>
        <div className="mt-6 flex flex-col gap-4">
          <FormAlert>{outcome === "invalid" ? copy.invalid : copy.missing}</FormAlert>
          <p>{requestNew}</p>
        </div>
      </AccountCard>
    );
  }

  return (
    <AccountCard title={title} intro={invited ? copy.inviteIntro : copy.intro}>
      <form
        className="mt-6 flex flex-col gap-4"
        onSubmit={onSubmit}
        aria-describedby={error ? ids.error : undefined}
      >
        <TextField
          id={ids.password}
          label={copy.newPassword}
          hint={m.register.passwordHint}
          name="password"
          type="password"
          autoComplete="new-password"
          minLength={8}
          maxLength={256}
          required
        />
        <TextField
          id={ids.confirm}
          label={copy.confirm}
          error={mismatch ? copy.mismatch : undefined}
          name="confirm"
          type="password"
          autoComplete="new-password"
          minLength={8}
          maxLength={256}
          required
        />
        {error ? <FormAlert id={ids.error}>{error}</FormAlert> : null}
        <Button type="submit" size="lg" disabled={busy || !token}>
          {busy ? copy.submitting : copy.submit}
        </Button>
      </form>
    </AccountCard>
  );
}
