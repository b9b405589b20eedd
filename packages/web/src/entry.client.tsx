import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { keepRoutesOfLanguage } from "./app/routes-of-language.ts";
import { contentTranslations } from "./i18n/content-translations.ts";
import { loadCatalog } from "./i18n/load-catalog.ts";
import { loadPageTexts, pageLanguage } from "./i18n/page-texts.ts";
import { cn } from "./lib/cn.ts";

// React Router's own client entry, except that a page in another language than English hydrates in it:
// React must first have the language's catalog and the page's translated texts (i18n/page-texts.ts), and
// its router knows only the routes this language's page can reach (app/routes-of-language.ts).
const language = pageLanguage(document);
keepRoutesOfLanguage(window.__reactRouterManifest.routes, language);
void Promise.all([loadPageTexts(document), loadCatalog(language)]).then(
  async ([pairs]) => {
    contentTranslations.seed(language, pairs);
    // The class merger builds its tables on its first call, 40 to 50 ms of a 4x slower CPU: in a task of
    // its own, not inside the first component React renders.
    await nextTask();
    cn("p-0", "p-1");
    await nextTask();
    hydrate();
  },
  (error: unknown) => {
    // Without its catalog or texts the page stays as prerendered, readable but without its scripts'
    // behaviour: hydrating would put the English back in place of its translations.
    console.error(`The ${language} page's texts or catalog did not load`, error);
  },
);

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

function hydrate(): void {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}
