import { siteConfig } from "@ember/domain";

/** '<Page> · Ember': the document title of every page. */
export function pageTitle(page: string): string {
  return `${page} · ${siteConfig.productName}`;
}
