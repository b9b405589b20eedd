import { useSyncExternalStore } from "react";
import { useAuth } from "../app/auth-provider.tsx";
import { Link } from "../app/link.tsx";
import { Button } from "../components/ui/button.tsx";
import { notFoundCopy } from "../content/not-found.ts";
import { formatMessage } from "../i18n/format-message.ts";
import { useMessages } from "../i18n/language-provider.tsx";
import { metaOf } from "../lib/meta.ts";
import type { Route } from "./+types/not-found";

export const meta: Route.MetaFunction = ({ location }) => [
  ...metaOf(notFoundCopy.meta, location),
  { name: "robots", content: "noindex" },
];

/** The 404 screen (product.md#the-access-gate), for every path that is not a page. */
export default function NotFoundPage() {
  const copy = useMessages().shell.notFound;
  // The page is prerendered once per language and served for every unknown address: the address it was
  // asked at is known only in the browser, after hydration.
  const pathname = useSyncExternalStore(
    noChange,
    () => window.location.pathname,
    () => null,
  );
  const { user, isAuthenticated } = useAuth();
  const isAdmin = isAuthenticated && user?.role === "admin";
  const pageName = pathname === null ? null : safeDecode(pathname.replace(/^\//, ""));
  return (
    <section className="flex flex-1 items-center justify-center px-4 py-20 sm:px-6">
      <div className="w-full max-w-lg text-center">
        <p className="font-serif text-7xl font-bold text-primary sm:text-8xl">{notFoundCopy.code}</p>
        <h1 className="mt-2 text-3xl font-bold">{copy.title}</h1>
        {pageName === null ? null : (
          <p className="mt-4 text-muted-foreground">{formatMessage(copy.message, { path: pageName })}</p>
        )}
        {isAdmin ? (
          <div role="note" className="mt-6 rounded-2xl border border-border bg-secondary p-4 text-start">
            <p className="font-semibold text-secondary-foreground">{copy.adminNoteTitle}</p>
            <p className="mt-1 text-sm text-secondary-foreground">{copy.adminNoteBody}</p>
          </div>
        ) : null}
        <Button asChild size="lg" className="mt-8">
          <Link to="/">{copy.goHome}</Link>
        </Button>
      </div>
    </section>
  );
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** The address does not change while the 404 screen shows: another address is another render. */
function noChange(): () => void {
  return () => {};
}
