import { languageOfPath, languages, localizedPath } from "@ember/domain";
import { type ReactNode, useEffect } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
} from "react-router";
import type { Route } from "./+types/root";
import { Gate } from "./app/gate.tsx";
import { NavigationEffects } from "./app/navigation-effects.tsx";
import { AppProviders } from "./app/providers.tsx";
import { markHydrated } from "./app/scripts-after-paint.ts";
import { SiteShell } from "./app/site-shell.tsx";
import { FullScreenSpinner } from "./components/ui/spinner.tsx";
import { loadEditorBridge } from "./editor-bridge/load-bridge.ts";
import { useMessages } from "./i18n/language-provider.tsx";
import "./app.css";

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export function Layout({ children }: { children: ReactNode }) {
  // Each language's pages are prerendered at their own address, in that language (product.md#languages).
  const language = languageOfPath(useLocation().pathname);
  const dir = languages.find((option) => option.code === language)?.dir ?? "ltr";
  return (
    <html lang={language} dir={dir}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#2a1a12" />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-dvh flex-col">
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  // Effects run after the whole tree has hydrated.
  useEffect(() => markHydrated(document), []);
  return (
    <AppProviders>
      <Gate>
        <SiteShell>
          <Outlet />
        </SiteShell>
      </Gate>
      <NavigationEffects />
    </AppProviders>
  );
}

/** What the SPA fallback (unknown paths) shows until the app has started and routed. */
export function HydrateFallback() {
  return <FullScreenSpinner className="flex" />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const copy = useMessages().shell.errorPage;
  // An error React caught never reaches window.onerror; inside an editor's frame it is reported too.
  useEffect(() => {
    if (!isRouteErrorResponse(error)) void loadEditorBridge()?.then((bridge) => bridge.reportError(error));
  }, [error]);
  const title = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : copy.title;
  const home = localizedPath(languageOfPath(useLocation().pathname), "/");
  return (
    <main
      id="main"
      className="mx-auto flex max-w-xl flex-1 flex-col items-center justify-center gap-4 px-4 py-20 text-center"
    >
      <h1 className="text-3xl font-bold">{title}</h1>
      <p className="text-muted-foreground">{copy.body}</p>
      <a href={home} className="font-semibold text-primary underline underline-offset-4">
        {copy.goHome}
      </a>
    </main>
  );
}
