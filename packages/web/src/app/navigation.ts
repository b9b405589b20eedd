import { type PageId, pathOf, type SiteConfig, siteConfig } from "@ember/domain";

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

function link(label: string, page: PageId, config: SiteConfig): NavLinkItem {
  return { label, page, to: pathOf(page, config) };
}

/** The header's three menus (SPEC 2.2), named from the site configuration. */
export function headerGroups(config: SiteConfig = siteConfig): readonly NavGroup[] {
  const founder = config.founderName;
  const product = config.productName;
  return [
    {
      id: "about",
      label: "About Us",
      links: [
        link("Our Team", "Team", config),
        link("Safe Space Philosophy", "SafeSpace", config),
        link("Success Stories", "SuccessStories", config),
        link("Evidence & Research", "Evidence", config),
      ],
    },
    {
      id: "journey",
      label: `${founder}'s Journey`,
      links: [
        link(`${founder}'s Story`, "FounderStory", config),
        link(`${founder}'s Timeline`, "Timeline", config),
        link(`${product} History`, "History", config),
        link(`Chat with ${product}`, "Chat", config),
      ],
    },
    {
      id: "resources",
      label: "Resources",
      links: [
        link("FAQ", "FAQ", config),
        link("Wellbeing Assessment", "Assessments", config),
        link("Share Your Fire", "ShareYourFire", config),
        link("Badges", "Badges", config),
        link("The Great Social Media Lie", "GreatSocialMediaLie", config),
        link("Resources", "Resources", config),
      ],
    },
  ];
}

export function homeLink(config: SiteConfig = siteConfig): NavLinkItem {
  return link("Home", "Home", config);
}

export function pricingLink(config: SiteConfig = siteConfig): NavLinkItem {
  return link("Pricing", "Pricing", config);
}

export function getStartedLink(config: SiteConfig = siteConfig): NavLinkItem {
  return link("Get Started", "GetStarted", config);
}

/** The footer's two link columns (SPEC 2.2). */
export function footerColumns(config: SiteConfig = siteConfig): readonly NavGroup[] {
  return [
    {
      id: "footer-get-started",
      label: "Get Started",
      links: [
        link("Apply Now", "GetStarted", config),
        link(`${config.trialDays}-Day Free Trial`, "Pricing", config),
        link(`Chat with ${config.productName}`, "Chat", config),
      ],
    },
    {
      id: "footer-learn",
      label: "Learn",
      links: [
        link("Research & Evidence", "Evidence", config),
        link("Our Team", "Team", config),
        link("Safe Space Philosophy", "SafeSpace", config),
        link(`${config.founderName}'s Timeline`, "Timeline", config),
      ],
    },
  ];
}
