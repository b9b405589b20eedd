import type { ServerFunction } from "../../platform/functions/function-registry.ts";
import { adminOpsFunctions } from "./admin-ops/admin-ops-functions.ts";
import { badgeBoard } from "./badge-board.ts";
import { chat } from "./chat.ts";
import { searchBadges } from "./search-badges.ts";
import { submitApplication } from "./submit-application.ts";
import { submitAssessment } from "./submit-assessment.ts";
import { submitFirePlan } from "./submit-fire-plan.ts";
import { translate } from "./translate.ts";

/** The product's server functions (the site's actions run on the server: decision 0005), registered by app.ts after the platform's. */
export const productFunctions: readonly ServerFunction[] = [
  submitApplication,
  submitFirePlan,
  chat,
  badgeBoard,
  searchBadges,
  submitAssessment,
  translate,
  ...adminOpsFunctions,
];
