import { pathOf, siteConfig } from "@ember/domain";
import { pageTitle } from "../lib/page-title.ts";
import type { PageIntroCopy } from "./types.ts";

const { productName } = siteConfig;

/** The article's publication date (SPEC 2.20). */
export const articlePublished = { iso: "2025-09-25", label: "September 25, 2025" } as const;

export const greatSocialMediaLieIntro: PageIntroCopy = {
  meta: {
    title: pageTitle("The Great Social Media Lie"),
    description:
      "Fake followers, bought likes and bot comments: what parents and young adults need to know about fake social-media engagement, and how to spot it.",
  },
  eyebrow: "For parents and young adults",
  title: "The Great Social Media Lie",
  tagline: "Not everything that looks popular is real.",
  intro: [
    "Scroll for a few minutes and it can feel as if everyone else is more liked, more followed and more successful than you. Much of that picture is manufactured. Followers can be bought by the thousand, likes and comments can come from automated accounts, and whole audiences can be rented for an afternoon.",
    "For young adults, measuring your worth against numbers that were never real is exhausting and unfair. For parents, it is hard to guide a child through a world whose rules keep changing. This article explains how fake engagement works, how to recognise it and how to talk about it at home, with separate guidance for parents and for young adults.",
    `Our hope is simple: that you measure your life by the purpose you live out, not by a count that someone may have paid for. We wrote it in partnership with people who care about young people as much as we at ${productName} do.`,
  ],
  actions: [
    { label: `Join ${productName}`, to: pathOf("GetStarted", siteConfig) },
    { label: `Chat with ${productName}`, to: pathOf("Chat", siteConfig), variant: "outline" },
  ],
};
