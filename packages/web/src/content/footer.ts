import { figures, hotlines, siteConfig } from "@ember/domain";

const countriesNumber = figures.countries.replace(/\D+$/, "");

/** Footer copy (SPEC 1 and 2.2). */
export const footerContent = {
  mission:
    "Connecting people to purpose, one conversation at a time, and building better health, careers and lives.",
  faith: {
    line: "Founded through prayer and built on faith.",
    scripture:
      "“For I know the plans I have for you,” declares the Lord, “plans to prosper you and not to harm you, plans to give you hope and a future.”",
    reference: "Jeremiah 29:11",
  },
  impact: {
    heading: "Our Impact",
    stats: [
      { value: figures.participants, label: "participants" },
      { value: figures.countries, label: "countries" },
      { value: figures.satisfaction, label: "satisfaction" },
    ],
    claim: `${figures.participants} participants in over ${countriesNumber} countries, and counting.`,
  },
  notClinical: `${siteConfig.productName} is a mentorship and purpose-discovery community, not a clinical or crisis service, and our team are not licensed mental health professionals. If you are in crisis, call or text ${hotlines.crisisLine} (in the US) or ${hotlines.emergency} for emergencies, or contact your local emergency services.`,
  contactLabel: "Contact us:",
} as const;
