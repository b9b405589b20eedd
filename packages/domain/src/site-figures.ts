/**
 * Figures the product description states exactly (product.md#marketing-figures, #what-every-page-has,
 * #home). Never round or restate them.
 */
export const figures = {
  participants: "2,098+",
  satisfaction: "97.1%",
  countries: "34+",
  universities: "200+",
  conversations: "1,000+",
  questionsAnswered: "616+",
  volunteerHours: "5,000+",
  teamMembers: "21",
  teamCountries: "7",
  teamContinents: "2",
  streamCountries: "134",
  streamCities: "3,774",
  invested: "$2,000",
  investedShort: "$2K",
  students: "470+",
  monthlyBudget: "$16",
  streams: "536K+",
  citiesInSevenDays: "355",
  conversationsShort: "1000+",
  biographyViews: "3.1 million",
  founded: "November 2024",
  studentStories: 17,
  professionalStories: 3,
  historyEntries: 22,
} as const;

/** Programme facts (product.md#the-programme). */
export const programme = {
  groupSize: "3–8",
  weeks: 8,
  actionPlanHorizon: "3–4 months",
  weeklyHours: { volunteer: "5–10", academicCredit: "10–15", stipend: "10–15" },
} as const;

/** Hotlines (product.md#behaviour-limits). */
export const hotlines = {
  crisisLine: "988",
  textLine: "741741",
  textWord: "HELLO",
  emergency: "911",
} as const;

/** Behaviour timings (product.md#behaviour-limits). */
export const timings = {
  carouselIntervalMs: 5000,
  carouselFadeMs: 1200,
  schedulingRedirectMs: 5000,
  suggestedQuestionDelayMs: 300,
  reminderIntervalMs: 1_800_000,
  reminderDelayMs: 3000,
  translatingMs: 2000,
  toastLimit: 20,
  toastRemoveDelayMs: 1_000_000,
} as const;
