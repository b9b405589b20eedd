/**
 * How a prerendered page's scripts start (docs/decisions/0068-scripts-start-after-first-paint.md): right
 * after the browser has painted the page, on their own, never on the visitor's first interaction and never
 * competing with the page's HTML, styles, fonts and images before it is painted.
 *
 * React Router writes one module script that imports the route table, the page's route modules and the
 * client entry, and `modulepreload` links for all of them, which a browser fetches at high priority while
 * the page is still loading. entry.server.tsx hands the finished HTML to `startScriptsAfterPaint` (app/page-scripts.server.ts), which:
 * - gives that script a type no browser runs, so it waits, unchanged, in the page;
 * - moves the preloads' addresses onto it;
 * - adds a small inline script that, once a frame has been painted, runs the held script as the module
 *   React Router wrote and preloads the rest, one per task. It also draws the page's later sections as
 *   soon as focus moves into one (docs/decisions/0094-later-sections-drawn-near-the-screen.md).
 * - inlines the page's own behaviours before it (app/page-behaviours.ts): menus, tabs, the carousel and the
 *   reminder work from the first paint, whether or not React ever hydrates the page.
 * The script's text is never parsed or rewritten: React Router may change what it imports.
 */

import { defaultLanguage, languages, siteConfig, timings } from "@ember/domain";
import { transformSync } from "esbuild";
import { languageStorageKey } from "../i18n/language-storage.ts";
import { type PageBehaviourOptions, pageBehaviours } from "./page-behaviours.ts";
import { heldScriptType, laterSections, starter } from "./scripts-after-paint.ts";

const moduleScriptTag = '<script type="module" async="">';
const modulePreload = /<link rel="modulepreload" href="([^"]+)"[^>]*>/g;

/**
 * `contentPage`: the page is content (app/page-handle.ts), so that the starter loads React only for a visitor
 * who needs the app (decision 0101).
 */
export function startScriptsAfterPaint(
  html: string,
  { contentPage }: { readonly contentPage: boolean },
): string {
  const at = html.indexOf(moduleScriptTag);
  if (at < 0 || html.indexOf(moduleScriptTag, at + 1) >= 0) {
    throw new Error(`Expected React Router's one module script (${moduleScriptTag}) in the page`);
  }
  const preloads = [...html.matchAll(modulePreload)].map(([, href]) => href);
  const held = `<script type="${heldScriptType}" data-preload="${preloads.join(" ")}">`;
  const page = html.replace(modulePreload, "").replace(moduleScriptTag, held);
  const start = `(${starter.toString()})(${JSON.stringify(heldScriptType)},${JSON.stringify(laterSections)},${contentPage});`;
  return beforeBodyEnd(page, `<script>${behaviours()}${minify(start)}</script>`);
}

/** The development server's pages keep React Router's scripts as they are (its HMR runtime), and have the
 * page behaviours all the same. */
export function withPageBehaviours(html: string): string {
  return beforeBodyEnd(html, `<script>${behaviours()}</script>`);
}

function beforeBodyEnd(html: string, script: string): string {
  const end = html.lastIndexOf("</body>");
  return `${html.slice(0, end)}${script}${html.slice(end)}`;
}

/** Every page carries these scripts in its HTML: minified, as the bundler does the rest. */
const minified = new Map<string, string>();
function minify(code: string): string {
  let done = minified.get(code);
  if (done === undefined) {
    done = transformSync(code, { minify: true, target: "es2022" }).code.trim();
    minified.set(code, done);
  }
  return done;
}

const behaviours = () => minify(`(${pageBehaviours.toString()})(${JSON.stringify(behaviourOptions)});`);

const behaviourOptions: PageBehaviourOptions = {
  reminderKey: `${siteConfig.productName.toLowerCase()}_reminder_shown`,
  reminderDelayMs: timings.reminderDelayMs,
  reminderIntervalMs: timings.reminderIntervalMs,
  languageKey: languageStorageKey,
  languageNames: Object.fromEntries(
    languages.filter((language) => language.code !== defaultLanguage).map(({ code, name }) => [code, name]),
  ),
};
