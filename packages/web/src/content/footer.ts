import { figures } from "@ember/domain";

/**
 * The footer's figures (product.md#who-it-is-for and #what-every-page-has). Its words are interface text in
 * the shell catalog (`m.shell.footer`); the figures are shown as each language writes numbers.
 */
export const footerFigures = {
  stats: [
    { value: figures.participants, label: "participants" },
    { value: figures.countries, label: "countries" },
    { value: figures.satisfaction, label: "satisfaction" },
  ],
  claim: { participants: figures.participants, countries: figures.countries.replace(/\D+$/, "") },
} as const;
