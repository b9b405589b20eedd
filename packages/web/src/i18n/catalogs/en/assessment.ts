import {
  type AssessmentCategory,
  type AssessmentCategoryKey,
  type AssessmentTier,
  answerScale,
  assessmentCategories,
  assessmentTiers,
} from "@ember/domain";

/*
 * The statements, the answer scale and the tiers are domain data: the server scores with them and
 * e-mails them in English. The English catalog reads them from the domain, keyed by the domain's
 * category and tier keys, so the two cannot drift apart; the other languages translate the same keys.
 */
function categoryOf(key: AssessmentCategoryKey): AssessmentCategory {
  const category = assessmentCategories.find((c) => c.key === key);
  if (!category) throw new Error(`No assessment category ${key}`);
  return category;
}

const categoryText = (key: AssessmentCategoryKey) => {
  const { name, statements } = categoryOf(key);
  return { name, statements };
};

function subtitleOf(key: AssessmentCategoryKey): string {
  const { subtitle } = categoryOf(key);
  if (subtitle === null) throw new Error(`The assessment category ${key} has no subtitle`);
  return subtitle;
}

function tierText(key: AssessmentTier["key"]) {
  const tier = assessmentTiers.find((t) => t.key === key);
  if (!tier) throw new Error(`No assessment tier ${key}`);
  return {
    name: tier.name,
    description: tier.description,
    recommendations: tier.recommendations.map(({ title, advice }) => ({ title, advice })),
  };
}

/** English interface text: assessment. Every other language mirrors this shape. */
export const assessment = {
  section: {
    heading: "Take the Assessment",
    intro: "About five minutes. Answer honestly: this is for you.",
  },
  contact: {
    heading: "Why This Self Reflection Matters",
    labels: { first_name: "First Name *", last_name: "Last Name *", email: "Best Email Contact *" },
    receive:
      "What you'll receive: Personalized results emailed to you, plus a free leadership and career coaching session with {founderName}",
    begin: "Begin Assessment",
    beginHint: "Enter your first name, last name and e-mail to begin.",
  },
  step: {
    progressLabel: "Assessment progress",
    stepOf: "Step {step} of {total}",
    /** The progress bar's spoken value: 'Step 1 of 5, 17%'. */
    progressValue: "{stepOf}, {percent}",
    scaleHint: "How often is each statement true for you?",
    /** A statement's number before its text: '1. I finish what I start.' */
    statementNumber: "{number}. {statement}",
    back: "Back",
    next: "Continue",
    finish: "See Results",
    incompleteHint: "Answer all five statements to continue.",
  },
  /** The answer scale from 0 to 4, in order. */
  scale: answerScale.map(({ label }) => label),
  /** The five categories by domain key; the statements in question order (index 0 to 4). */
  categories: {
    academics: categoryText("academics"),
    finances: { ...categoryText("finances"), subtitle: subtitleOf("finances") },
    social: { ...categoryText("social"), subtitle: subtitleOf("social") },
    precision: categoryText("precision"),
    physical: { ...categoryText("physical"), subtitle: subtitleOf("physical") },
  } satisfies Record<AssessmentCategoryKey, unknown>,
  /** The four tiers by domain key, each with its five recommendations in order. */
  tiers: {
    beginning: tierText("beginning"),
    developing: tierText("developing"),
    discovering: tierText("discovering"),
    excelling: tierText("excelling"),
  } satisfies Record<AssessmentTier["key"], unknown>,
  results: {
    heading: "🎉 Assessment Complete!",
    congratulations:
      "Congratulations, {firstName}! You've taken an important step toward understanding your wellbeing journey.",
    overallLabel: "Overall score",
    /** The overall score as 'X.X/4.0'; both numbers come formatted for the language. */
    overallScore: "{score}/{max}",
    /** Read after each area's score by screen readers: '3.6 out of 4.0'. */
    outOfMax: "out of {max}",
    categoriesHeading: "Your scores by area",
    categoriesNote: "Each area's average answer, from {min} (Never) to {max} (Consistently).",
    recommendationsHeading: "Your Personalized Recommendations",
    /** A recommendation's title and its advice. */
    recommendation: "{title}: {advice}",
    nextHeading: "What Happens Next?",
    emailed: "Your full results have been emailed to {email}.",
    emailFailed:
      "We couldn't e-mail your results just now. Your results are all here on this page; you can also write to us at {contactEmail}.",
    schedule:
      "Next, you'll be redirected to schedule your free leadership and career coaching session with {founderName} to talk through your results.",
    community: "Join the {productName} community to retake the assessment and track your progress monthly.",
    book: "Schedule Your Free Coaching Session",
    redirecting: "You'll be automatically redirected in {seconds} seconds...",
  },
} as const;
