import { figures } from "@ember/domain";

/**
 * The footer's figures (SPEC 1 and 2.2). Its words are interface text in the shell catalog
 * (`m.shell.footer`); the figures are shown as each language writes numbers.
 */
export const footerFigures = {
  stats: [
    { value: figures.participants, label: "participants" },
    { value: figures.countries, label: "countries" },
    { value: figures.satisfaction, label: "satisfaction" },
  ],
  claim: { participants: figures.participants, countries: figures.countries.replace(/\D+$/, "") },
} as const;
