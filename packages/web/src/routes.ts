import {
  type LanguageCode,
  localizedPath,
  type PageId,
  pageRoutes,
  prefixedLanguages,
  siteConfig,
} from "@ember/domain";
import { index, type RouteConfig, route } from "@react-router/dev/routes";
import { adminSections } from "./features/admin/admin-sections.ts";

/** The module of each page of product.md#addresses. */
const pageModules: Record<PageId, string> = {
  Home: "pages/home.tsx",
  Evidence: "pages/evidence.tsx",
  FounderStory: "pages/founder-story.tsx",
  Chat: "pages/chat.tsx",
  GetStarted: "pages/get-started.tsx",
  Timeline: "pages/timeline.tsx",
  Pricing: "pages/pricing.tsx",
  ShareYourFire: "pages/share-your-fire.tsx",
  Badges: "pages/badges.tsx",
  Resources: "pages/resources.tsx",
  FAQ: "pages/faq.tsx",
  Team: "pages/team.tsx",
  SafeSpace: "pages/safe-space.tsx",
  Assessments: "pages/assessments.tsx",
  SuccessStories: "pages/success-stories.tsx",
  History: "pages/history.tsx",
  Subscriptions: "pages/subscriptions.tsx",
  GreatSocialMediaLie: "pages/great-social-media-lie.tsx",
};

/**
 * Each canonical path and its kebab alias render the same page module under distinct route ids
 * ('page-Chat' at /ChatWithJordan, 'page-Chat-alias' at /chat-with-jordan), in English at the bare path and
 * in every other language under its code ('es-page-Chat' at /es/ChatWithJordan; product.md#languages). React
 * Router matches paths case-insensitively (its client drops `caseSensitive`), so an alias that differs only
 * in case ('/faq' for '/FAQ') is already the canonical route; a second route there would never match in the
 * browser and would break hydration of its prerendered page. Both spellings are still prerendered
 * (react-router.config.ts).
 */
function pagesIn(language: LanguageCode) {
  const prefix = language === "en" ? "" : `${language}-`;
  return pageRoutes(siteConfig).flatMap((page) => {
    const file = pageModules[page.id];
    const id = `${prefix}page-${page.id}`;
    if (page.path === "/")
      return [language === "en" ? index(file, { id }) : route(localizedPath(language, "/"), file, { id })];
    const canonical = route(localizedPath(language, page.path), file, { id });
    if (!page.alias || page.alias.toLowerCase() === page.path.toLowerCase()) return [canonical];
    return [canonical, route(localizedPath(language, page.alias), file, { id: `${id}-alias` })];
  });
}

/**
 * The platform's account pages (docs/features.md, "Accounts"): sign-in, where the gate sends visitors of a private
 * app, and sign-up, the forgotten-password request and the page the reset and invitation e-mails link to.
 */
const accountPages = [
  ["/login", "pages/login.tsx", "login"],
  ["/register", "pages/register.tsx", "register"],
  ["/forgot-password", "pages/forgot-password.tsx", "forgot-password"],
  ["/reset-password", "pages/reset-password.tsx", "reset-password"],
] as const;

function accountPagesIn(language: LanguageCode) {
  const prefix = language === "en" ? "" : `${language}-`;
  return accountPages.map(([path, file, id]) =>
    route(localizedPath(language, path), file, { id: `${prefix}${id}` }),
  );
}

const languagePages = prefixedLanguages.flatMap((language) => [
  ...pagesIn(language),
  ...accountPagesIn(language),
]);

/**
 * The staff console (decision 0034): a layout route whose children are the sections of admin-sections.ts.
 * Its modules load only when a page of /admin is opened; it is never prerendered (react-router.config.ts).
 */
const adminChildren = adminSections.flatMap((section) => {
  const id = `admin-${section.label}`;
  const main = section.path ? route(section.path, section.module, { id }) : index(section.module, { id });
  if (!section.detail) return [main];
  const detailPath = section.path ? `${section.path}/:id` : ":id";
  return [main, route(detailPath, section.detail, { id: `${id}-detail` })];
});
const admin = route("/admin", "features/admin/admin-layout.tsx", { id: "admin" }, adminChildren);

export default [
  ...pagesIn("en"),
  ...accountPagesIn("en"),
  route("/setup", "pages/setup.tsx", { id: "setup" }),
  admin,
  ...languagePages,
  route("*", "pages/not-found.tsx", { id: "not-found" }),
] satisfies RouteConfig;
