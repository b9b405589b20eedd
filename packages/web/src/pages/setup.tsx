import { siteConfig } from "@ember/domain";
import { type FormEvent, useId, useState } from "react";
import { getAppParams } from "../api/app-params.ts";
import { returnSignedIn } from "../app/safe-return-url.ts";
import { Button } from "../components/ui/button.tsx";
import { AccountCard, AccountLink, FormAlert } from "../features/accounts/account-card.tsx";
import { TextField } from "../features/accounts/text-field.tsx";
import { useLinkParams } from "../features/accounts/use-location-search.ts";
import { formatMessage } from "../i18n/format-message.ts";
import { useMessages } from "../i18n/language-provider.tsx";
import { pageTitle } from "../lib/page-title.ts";
import { useHydrated } from "../lib/use-hydrated.ts";
import type { Route } from "./+types/setup";

// Client-only like /admin (never prerendered: the server answers it from the SPA fallback), so its head
// is written here rather than in content/ with the prerendered pages'.
export const meta: Route.MetaFunction = () => [
  { title: pageTitle("Create the first admin account") },
  { name: "robots", content: "noindex" },
  // The token in the address must not travel to other sites in a Referer.
  { name: "referrer", content: "no-referrer" },
];

type Outcome = "invalid" | "done" | null;

/**
 * Where the link a first start prints leads (`/setup#token=…`, also read from `?token=`): creates the first
 * admin account (POST auth/setup, platform/auth/setup-routes.ts) and opens the staff console signed in.
 * A used or expired link, or one arriving after an admin exists, says so instead of the form.
 */
export default function SetupPage() {
  const m = useMessages().shell;
  const copy = m.setup;
  const token = useLinkParams().get("token");
  const hydrated = useHydrated();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [error, setError] = useState<string | null>(null);
  const [mismatch, setMismatch] = useState(false);
  const ids = { email: useId(), name: useId(), password: useId(), confirm: useId(), error: useId() };

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
    const fullName = String(form.get("full_name") ?? "").trim();
    try {
      // The SDK has no call for this Ember-only route: a plain request in the Base44 error shape.
      const response = await fetch(`/api/apps/${encodeURIComponent(getAppParams().appId)}/auth/setup`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          token,
          email: String(form.get("email") ?? "").trim(),
          password,
          ...(fullName ? { full_name: fullName } : {}),
        }),
      });
      if (response.ok) {
        const { access_token } = (await response.json()) as { access_token: string };
        returnSignedIn("/admin", access_token);
        return;
      }
      if (response.status === 400) setOutcome("invalid");
      else if (response.status === 409) setOutcome("done");
      else setError(response.status === 429 ? m.login.tooMany : m.register.failed);
    } catch {
      setError(m.register.failed);
    }
    setBusy(false);
  }

  if (outcome === "done") {
    return (
      <AccountCard title={copy.title}>
        <div className="mt-6 flex flex-col gap-4">
          <FormAlert>{copy.done}</FormAlert>
          <Button asChild size="lg">
            <a href="/login?from_url=%2Fadmin">{m.resetPassword.signIn}</a>
          </Button>
        </div>
      </AccountCard>
    );
  }
  if (outcome === "invalid" || (hydrated && !token)) {
    return (
      <AccountCard title={copy.title}>
        <div className="mt-6 flex flex-col gap-4">
          <FormAlert>{outcome === "invalid" ? copy.invalid : copy.missing}</FormAlert>
          <p className="text-sm text-muted-foreground">
            <AccountLink href="/login">{m.resetPassword.signIn}</AccountLink>
          </p>
        </div>
      </AccountCard>
    );
  }

  return (
    <AccountCard title={copy.title} intro={formatMessage(copy.intro, { product: siteConfig.productName })}>
      <form
        className="mt-6 flex flex-col gap-4"
        onSubmit={onSubmit}
        aria-describedby={error ? ids.error : undefined}
      >
        <TextField
          id={ids.email}
          label={m.login.email}
          name="email"
          type="email"
          autoComplete="email"
          maxLength={254}
          required
        />
        <TextField id={ids.name} label={copy.name} name="full_name" autoComplete="name" maxLength={200} />
        <TextField
          id={ids.password}
          label={m.login.password}
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
          error={mismatch ? m.resetPassword.mismatch : undefined}
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
