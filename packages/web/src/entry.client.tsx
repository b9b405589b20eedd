import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { adoptPretranslation } from "./i18n/pretranslate/adopt-pretranslation.ts";

// React Router's own client entry, except that a page the head script translated hydrates in that
// language: React must first know what the page now says (i18n/pretranslate).
void adoptPretranslation().then(() => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
});
