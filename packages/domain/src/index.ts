export {
  type AnswerValue,
  type AssessmentAnswers,
  type AssessmentCategory,
  type AssessmentCategoryKey,
  answerScale,
  assessmentCategories,
  assessmentCategoryKeys,
  type CategoryAnswers,
  MAX_ANSWER,
  QUESTIONS_PER_CATEGORY,
} from "./assessment/assessment-categories.ts";
export {
  type AssessmentRecommendation,
  type AssessmentTier,
  assessmentTiers,
} from "./assessment/assessment-tiers.ts";
export {
  type AssessmentScore,
  formatScore,
  scoreAssessment,
  scoreInLanguage,
  tierForScore,
} from "./assessment/score-assessment.ts";
export {
  type BadgeCategory,
  type BadgeCategoryInfo,
  badgeCatalogue,
  badgeCatalogueValues,
  badgeCategoryKeys,
  badgeCategoryTexts,
} from "./badge-catalogue.ts";
export type { BadgeBoard, BadgeSearchAnswer, BoardBadge, FoundBadge } from "./badges/badge-board-answers.ts";
export { type ChatAnswer, type ChatInput, chatInputSchema, chatLimits } from "./chat/chat-schema.ts";
export { chatFallbackReply } from "./chat/fallback-reply.ts";
export {
  type CrisisContact,
  type CrisisCountry,
  type CrisisHours,
  type CrisisLine,
  type CrisisLineId,
  type CrisisLineName,
  crisisContactHref,
  crisisContactsOf,
  crisisCountries,
  crisisLineNameOf,
  crisisLines,
  crisisLinesByLanguage,
  crisisLinesFor,
  type ShownCrisisLine,
  usCrisisLineIds,
} from "./crisis/crisis-lines.ts";
export { detectCrisis, warmCrisisDetector } from "./crisis/detect-crisis.ts";
export { crisisPhraseLists, crisisPhraseVersion } from "./crisis/phrase-catalog.ts";
export type { CrisisMatch, CrisisPhrase, CrisisPhraseList, CrisisTier } from "./crisis/phrase-types.ts";
export { safetyReplyOf } from "./crisis/safety-replies.ts";
export { specPhrases } from "./crisis/spec-phrases.ts";
// Form schemas, shared by the forms in the browser and the server functions.
export {
  type ApplicationForm,
  type ApplicationSubmission,
  applicationLimits,
  applicationSchema,
} from "./forms/application-schema.ts";
export {
  type AssessmentSubmission,
  type AssessmentSubmissionInput,
  assessmentLimits,
  assessmentSubmissionSchema,
} from "./forms/assessment-schema.ts";
export {
  type FirePlanForm,
  type FirePlanSubmission,
  firePlanLimits,
  firePlanSchema,
  purposeDiscoveryOf,
} from "./forms/fire-plan-schema.ts";
export {
  type CommunityOption,
  communityOptions,
  type ProgramInterest,
  programInterestLabels,
  programInterests,
  recommendedMaxCommunities,
} from "./forms/form-choices.ts";
export { EMAIL_MAX, PHONE_MAX, textProblem } from "./forms/form-fields.ts";
export {
  type FormMessageKey,
  type FormMessageValues,
  formMessageOf,
  formMessages,
  tooLongMessage,
} from "./forms/form-messages.ts";
export {
  type AssistantGuide,
  assistantGuides,
  suggestedQuestions,
} from "./knowledge/assistant-guides.ts";
export { type CoreValue, coreValues } from "./knowledge/core-values.ts";
export { type FaqCategory, faqCategories, type QuestionAnswer } from "./knowledge/faq.ts";
export { type Plan, type PlanId, plans, planTexts, planTextValues } from "./knowledge/plans.ts";
export {
  languageCookie,
  languageOfPath,
  localizedPath,
  prefixedLanguages,
  splitLanguagePath,
} from "./language-paths.ts";
export { defaultLanguage, type LanguageCode, type LanguageOption, languages } from "./languages.ts";
export {
  type PageId,
  type PageRoute,
  pageForPath,
  pageIds,
  pageNameOf,
  pageRoutes,
  pathOf,
  toKebabCase,
} from "./routes.ts";
export { type SiteConfig, siteConfig } from "./site-config.ts";
export { figures, hotlines, programme, timings } from "./site-figures.ts";
export { onDemandTextsOf } from "./translation/on-demand-texts.ts";
export { codePoints, needsTranslation, translateLimits } from "./translation/translate-limits.ts";
export {
  type TranslateAnswer,
  type TranslateInput,
  translateInputSchema,
} from "./translation/translate-schema.ts";
