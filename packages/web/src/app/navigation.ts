import { type PageId, pathOf, type SiteConfig, siteConfig } from "@ember/domain";
import { formatMessage } from "../i18n/format-message.ts";
import type { Catalog } from "../i18n/load-catalog.ts";
import { formatCount } from "../i18n/number-format.ts";

/** A link of the header or footer; `page` is what decides whether it is the current one. */
export interface NavLinkItem {
  readonly label: string;
  readonly page: PageId;
  readonly to: string;
}

export interface NavGroup {
  readonly id: string;
  readonly label: string;
  readonly links: readonly NavLinkItem[];
}

/** The header and footer links, labelled in the visitor's language. */
export interface SiteNavigation {
  readonly home: NavLinkItem;
  readonly groups: readonly NavGroup[];
  readonly pricing: NavLinkItem;
  readonly getStarted: NavLinkItem;
  readonly footerColumns: readonly NavGroup[];
}

/**
 * The header's three menus, its direct links and the footer's two columns (product.md#what-every-page-has),
 * labelled from the shell catalog with the founder and product names of the site configuration and the trial
 * length written as `language` writes numbers.
 */
export function siteNavigation(
  messages: Catalog["shell"],
  language: string,
  config: SiteConfig = siteConfig,
): SiteNavigation {
  const names = {
    founder: config.founderName,
    product: config.productName,
    days: formatCount(language, config.trialDays),
  };
  const link = (label: string, page: PageId): NavLinkItem => ({
    label: formatMessage(label, names),
    page,
    to: pathOf(page, config),
  });
  const group = (id: string, label: string, links: readonly NavLinkItem[]): NavGroup => ({
    id,
    label: formatMessage(label, names),
    links,
  });
  const { nav, footer } = messages;
  return {
    home: link(nav.home, "Home"),
    groups: [
      group("about", nav.about.label, [
        link(nav.about.team, "Team"),
        link(nav.about.safeSpace, "SafeSpace"),
        link(nav.about.successStories, "SuccessStories"),
        link(nav.about.evidence, "Evidence"),
      ]),
      group("journey", nav.journey.label, [
        link(nav.journey.story, "FounderStory"),
        link(nav.journey.timeline, "Timeline"),
        link(nav.journey.history, "History"),
        link(nav.journey.chat, "Chat"),
      ]),
      group("resources", nav.resources.label, [
        link(nav.resources.faq, "FAQ"),
        link(nav.resources.assessments, "Assessments"),
        link(nav.resources.shareYourFire, "ShareYourFire"),
        link(nav.resources.badges, "Badges"),
        link(nav.resources.socialMediaLie, "GreatSocialMediaLie"),
        link(nav.resources.resources, "Resources"),
      ]),
    ],
    pricing: link(nav.pricing, "Pricing"),
    getStarted: link(nav.getStarted, "GetStarted"),
    footerColumns: [
      group("footer-get-started", footer.getStarted.label, [
        link(footer.getStarted.apply, "GetStarted"),
        link(footer.getStarted.trial, "Pricing"),
        link(footer.getStarted.chat, "Chat"),
      ]),
      group("footer-learn", footer.learn.label, [
        link(footer.learn.evidence, "Evidence"),
        link(footer.learn.team, "Team"),
        link(footer.learn.safeSpace, "SafeSpace"),
        link(footer.learn.timeline, "Timeline"),
      ]),
    ],
  };
}
