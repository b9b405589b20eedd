import { type FormEvent, useState } from "react";
import { useAuth } from "../lib/auth.tsx";
import { messageOf } from "../lib/errors.ts";
import { navigate } from "../lib/router.tsx";

/**
 * Sign-in with e-mail and password through the SDK, on the app's own screen, as apps with their own login
 * page do. (The platform's /login page, where auth.redirectToLogin sends a visitor, works too; this app
 * keeps the visitor on its own page.)
 */
export function SignInPage() {
  const { signIn } = useAuth();
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setError("");
    try {
      await signIn(String(form.get("email")), String(form.get("password")));
      const next = new URLSearchParams(window.location.search).get("next");
      // Only a path of this site: an absolute URL here would send the user elsewhere after signing in.
      navigate(next?.startsWith("/") && !next.startsWith("//") ? next : "/");
    } catch (caught) {
      setError(messageOf(caught, "Could not sign in."));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="narrow">
      <h1>Sign in</h1>
      <form onSubmit={onSubmit} className="stack">
        <label>
          E-mail
          <input name="email" type="email" autoComplete="username" required />
        </label>
        <label>
          Password
          <input name="password" type="password" autoComplete="current-password" required />
        </label>
        {error && (
          <p role="alert" className="error">
            {error}
          </p>
        )}
        <button type="submit" disabled={busy}>
          {busy ? "Signing in…" : "Sign in"}
        </button>
      </form>
    </section>
  );
}
