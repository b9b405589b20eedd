import { describe, expect, it } from "vitest";
import { keepRoutesOfLanguage } from "../src/app/routes-of-language.ts";

const manifest = () => ({
  root: { path: "" },
  "page-Home": {},
  "page-Team": { path: "/Team" },
  admin: { path: "/admin" },
  "admin-Visits": { path: "visits" },
  "es-page-Home": { path: "/es" },
  "es-page-Team": { path: "/es/Team" },
  "es-page-Team-alias": { path: "/es/team" },
  "ar-page-Team": { path: "/ar/Team" },
  "not-found": { path: "*" },
});

describe("keepRoutesOfLanguage", () => {
  it("keeps a Spanish page's own routes and the unprefixed ones it has no version of, and drops the rest", () => {
    const routes = manifest();
    keepRoutesOfLanguage(routes, "es");
    expect(Object.keys(routes)).toEqual([
      "root",
      "page-Home",
      "admin",
      "admin-Visits",
      "es-page-Home",
      "es-page-Team",
      "es-page-Team-alias",
      "not-found",
    ]);
  });

  it("keeps only the unprefixed routes on an English page", () => {
    const routes = manifest();
    keepRoutesOfLanguage(routes, "en");
    expect(Object.keys(routes)).toEqual([
      "root",
      "page-Home",
      "page-Team",
      "admin",
      "admin-Visits",
      "not-found",
    ]);
  });
});
