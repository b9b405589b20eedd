// The choices the forms offer, apart from their schemas: a module without zod keeps zod (and the schemas)
// out of what reads only the choices. The web's English catalog writes their words out (its test compares).

/**
 * The programmes an applicant can choose (product.md#application), with the words the form and the staff
 * e-mail use.
 */
export const programInterests = ["individual", "small_group", "both", "not_sure"] as const;
export type ProgramInterest = (typeof programInterests)[number];

export const programInterestLabels: Readonly<Record<ProgramInterest, string>> = {
  individual: "Individual mentorship",
  small_group: "Small group",
  both: "Both",
  not_sure: "Not sure yet",
};

/** The 25 communities of product.md#planning-form-rules, in the order the form shows them. */
export const communityOptions = [
  "Families",
  "Athletes",
  "Creatives",
  "Creative Artists / Musicians",
  "Youth",
  "Teens",
  "Adults",
  "The Elderly",
  "Parents",
  "Undergraduate Students",
  "Graduate Students",
  "Adult Learners / Non Traditional",
  "Generation X",
  "Generation Y / Millennials",
  "Generation Z",
  "Generation Alpha",
  "Baby Boomers",
  "Urban Communities",
  "Suburb Communities",
  "Rural Communities",
  "Non Profit Corporations",
  "For Profit Corporations",
  "Blue Collar Professionals",
  "White Collar Professionals",
  "Gig Economy Workers",
] as const;
export type CommunityOption = (typeof communityOptions)[number];

/**
 * The form advises choosing at most this many communities; it is advice, not a rule
 * (product.md#planning-form-rules).
 */
export const recommendedMaxCommunities = 2;
