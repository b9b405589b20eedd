import { siteConfig } from "@ember/domain";
import { type FormEvent, useId, useState } from "react";
import { useSearchParams } from "react-router";
import { getBase44Client } from "../api/base44-client.ts";
import { returnUrlWithToken } from "../app/safe-return-url.ts";
import { Button } from "../components/ui/button.tsx";
import { loginCopy } from "../content/login.ts";
import { formatMessage } from "../i18n/format-message.ts";
import { useMessages } from "../i18n/language-provider.tsx";
import { metaOf } from "../lib/meta.ts";
import type { Route } from "./+types/login";

export const meta: Route.MetaFunction = () => [
  ...metaOf(loginCopy.meta),
  { name: "robots", content: "noindex" },
];

/** Sign-in with e-mail and password; afterwards, back to `from_url` carrying the token. */
export default function LoginPage() {
  const copy = useMessages().shell.login;
  const product = siteConfig.productName;
  const [searchParams] = useSearchParams();
  const [status, setStatus] = useState<"idle" | "submitting">("idle");
  const [error, setError] = useState<string | null>(null);
  const emailId = useId();
  const passwordId = useId();
  const errorId = useId();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setStatus("submitting");
    setError(null);
    try {
      const client = await getBase44Client();
      const { access_token } = await client.auth.loginViaEmailPassword(
        String(form.get("email") ?? ""),
        String(form.get("password") ?? ""),
      );
      window.location.assign(
        returnUrlWithToken(searchParams.get("from_url"), window.location.origin, access_token),
      );
    } catch (caught) {
      const message = caught instanceof Error && "status" in caught ? caught.message : copy.failed;
      setError(message);
      setStatus("idle");
    }
  }

  return (
    <section className="flex flex-1 items-center justify-center px-4 py-16 sm:px-6">
      <div className="w-full max-w-md rounded-3xl border border-border bg-card p-6 shadow-sm sm:p-8">
        <h1 className="font-serif text-3xl font-bold">{formatMessage(copy.title, { product })}</h1>
        <p className="mt-2 text-muted-foreground">{formatMessage(copy.intro, { product })}</p>
        <form
          className="mt-6 flex flex-col gap-4"
          onSubmit={onSubmit}
          aria-describedby={error ? errorId : undefined}
        >
          <div className="flex flex-col gap-1.5">
            <label htmlFor={emailId} className="font-semibold">
              {copy.email}
            </label>
            <input
              id={emailId}
              name="email"
              type="email"
              autoComplete="email"
              required
              className="min-h-11 rounded-xl border border-border bg-background px-3 py-2"
            />
          </div>
          <div className="flex flex-col gap-1.5">
            <label htmlFor={passwordId} className="font-semibold">
              {copy.password}
            </label>
            <input
              id={passwordId}
              name="password"
              type="password"
              autoComplete="current-password"
              required
              className="min-h-11 rounded-xl border border-border bg-background px-3 py-2"
            />
          </div>
          {error ? (
            <p
              id={errorId}
              role="alert"
              className="rounded-xl bg-destructive/10 px-3 py-2 text-sm text-destructive"
            >
              {error}
            </p>
          ) : null}
          <Button type="submit" size="lg" disabled={status === "submitting"}>
            {status === "submitting" ? copy.submitting : copy.submit}
          </Button>
        </form>
        <p className="mt-6 text-sm text-muted-foreground">
          {copy.help}{" "}
          <a className="font-semibold text-primary underline" href={`mailto:${siteConfig.contactEmail}`}>
            {siteConfig.contactEmail}
          </a>
        </p>
      </div>
    </section>
  );
}
