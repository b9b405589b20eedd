import { siteConfig } from "@ember/domain";
import { Lock } from "lucide-react";

/** SPEC 2.3: shown when the signed-in visitor is not registered for this app. */
export function AccessRestricted() {
  return (
    <main id="main" className="flex min-h-dvh items-center justify-center bg-background px-4 py-12">
      <div className="w-full max-w-lg rounded-[var(--radius-card)] border border-border bg-card p-8 text-center shadow-sm">
        <span
          aria-hidden="true"
          className="mx-auto mb-4 flex size-14 items-center justify-center rounded-full bg-secondary text-secondary-foreground"
        >
          <Lock className="size-6" />
        </span>
        <h1 className="text-3xl font-bold">Access Restricted</h1>
        <p className="mt-4 text-muted-foreground">
          You are not registered to use this application. Please contact the app administrator to request
          access.
        </p>
        <div className="mt-6 rounded-2xl bg-muted p-5 text-start">
          <h2 className="font-sans text-sm font-semibold">If you believe this is an error, you can:</h2>
          <ul className="mt-2 list-disc space-y-1 ps-5 text-sm text-muted-foreground">
            <li>Verify you are logged in with the correct account</li>
            <li>Contact the app administrator for access</li>
            <li>Try logging out and back in</li>
          </ul>
        </div>
        <p className="mt-6 text-sm text-muted-foreground">
          Questions? Write to{" "}
          <a className="font-semibold text-primary underline" href={`mailto:${siteConfig.contactEmail}`}>
            {siteConfig.contactEmail}
          </a>
        </p>
      </div>
    </main>
  );
}
