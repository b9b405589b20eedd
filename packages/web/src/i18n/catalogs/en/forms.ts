import { communityOptions, formMessages, programInterestLabels, programme } from "@ember/domain";
import { badgeCategoryLabel } from "../../../lib/badge-category-label.ts";
import { fieldErrorText } from "../../../lib/field-error-text.ts";

/**
 * English interface text: forms (GetStarted's Application Form, ShareYourFire's planning form, their
 * success screens). Every other language mirrors this shape. Placeholders: {founder} the founder's first
 * name, {email} the contact address, {groupSize} the small group's size, {count} and {max} numbers.
 */
export const forms = {
  /** The schemas' messages (domain formMessages, by key) as the sentence shown under a field. */
  validation: {
    required: fieldErrorText(formMessages.required),
    text: fieldErrorText(formMessages.text),
    emailAddress: fieldErrorText(formMessages.emailAddress),
    validEmail: fieldErrorText(formMessages.validEmail),
    tooLong: fieldErrorText(formMessages.tooLong),
    singleLine: fieldErrorText(formMessages.singleLine),
    noControlCharacters: fieldErrorText(formMessages.noControlCharacters),
    validText: fieldErrorText(formMessages.validText),
    programChoice: fieldErrorText(formMessages.programChoice),
    community: fieldErrorText(formMessages.community),
    communityList: fieldErrorText(formMessages.communityList),
    chooseCommunity: fieldErrorText(formMessages.chooseCommunity),
    tooManyCommunities: fieldErrorText(formMessages.tooManyCommunities),
    yesOrNo: fieldErrorText(formMessages.yesOrNo),
    /** A message the catalog does not know, or an empty one. */
    invalid: "This field is not valid.",
  },
  /**
   * Said politely above the submit button when answers were refused. A plural message (i18n/plural.ts):
   * each language writes the forms its plural rules name (Arabic six, Chinese one).
   */
  invalidSummary: {
    one: "One answer needs your attention.",
    other: "{count} answers need your attention.",
  },
  /** The success screens' common parts (product.md#applying, #the-planning-form). */
  success: {
    badgeEarned: "Badge earned",
    purposeSeekerBadge: badgeCategoryLabel("purpose_seeker"),
    /** The countdown to the redirect, one second at a time (a plural message, i18n/plural.ts). */
    redirectingIn: {
      one: "Redirecting automatically in {count} second...",
      other: "Redirecting automatically in {count} seconds...",
    },
    /** The control that stops the redirect, and what is said once it is stopped. */
    stay: "Stay on this page",
    redirectStopped: "Automatic redirect stopped. You can stay on this page as long as you like.",
    viewBadge: "View Your Badge",
    backHome: "Back to Home",
  },
  /**
   * GetStarted's Application Form (product.md#applying, #application, #application-rules; the failure alert
   * of #errors).
   */
  application: {
    section: {
      heading: "Application Form",
      intro: "It takes about five minutes. We reply within 24 hours.",
    },
    formName: "Application Form",
    fields: {
      full_name: { label: "Full name" },
      email: { label: "Email" },
      phone: { label: "Phone (optional)" },
      program_interest: { label: "Which path interests you?" },
      current_situation: { label: "Tell us about your current situation (optional)" },
      goals: { label: "What do you hope to gain? (optional)" },
      heard_about_us: { label: "How did you hear about us? (optional)" },
    },
    programChoices: programInterestLabels,
    submit: "Submit Application",
    submitting: "Submitting...",
    submitHint: "Fill in your name, email and path to submit.",
    failureAlert:
      "There was an error submitting your application. Please try again or email us directly at {email}",
    success: {
      heading: "Application Submitted!",
      body: "Thank you for taking the first step. {founder} and the team will read your application and reply within 24 hours.",
      badgeName: "First Step Champion",
      nextHeading: "What happens next",
      nextSteps: [
        "Check your inbox: a welcome email is on its way.",
        "Book your free session with {founder}, a relaxed conversation about where you are and where you want to go.",
        `Together we choose your path, one-on-one or a small group of {groupSize} peers, and shape your first ${programme.actionPlanHorizon} plan.`,
      ],
      book: "Book Your Free Session",
    },
  },
  /**
   * ShareYourFire's planning form 'Do You Have That Fire?' (product.md#the-planning-form, #userprofile,
   * #planning-form-rules; the alert of #errors).
   */
  firePlan: {
    section: {
      heading: "Share your fire",
      intro: `Answer in your own words; there are no wrong answers. Everything here helps us shape the plan for your next ${programme.actionPlanHorizon}.`,
    },
    /** The form's name (product.md#the-planning-form), which is also the page's title. */
    formName: "Do You Have That Fire?",
    groups: {
      you: "About you",
      fire: "Your fire",
      plan: "Your plan",
      emergency: "Emergency contact",
      next: "Next steps",
    },
    fields: {
      first_name: { label: "First name" },
      last_name: { label: "Last name" },
      user_email: { label: "Best Email Contact - Use School or Organization Email" },
      cause_commitment: { label: "What cause are you committed to? What sets your heart on fire?" },
      why_important: { label: "Why is this important to you?" },
      communities_impacted: {
        label: "Which communities do you hope to impact? (We recommend choosing no more than {max})",
        hint: "Choose at least one. Picking no more than {max} keeps your first plan focused.",
      },
      specific_progress_3_4_months: {
        label: `What specific progress would you like to see in ${programme.actionPlanHorizon}?`,
      },
      success_definition: { label: "How will you define success?" },
      research_approach: { label: "How will you research and learn more about this cause?" },
      interested_audiences: { label: "Who else might be interested in this cause?" },
      communication_methods: { label: "How will you communicate with the people you hope to reach?" },
      tracking_lessons: { label: "How will you track what you learn along the way?" },
      feedback_methods: { label: "How will you gather feedback?" },
      safety_risks: {
        label: "Are there any safety risks we should know about? (optional)",
        hint: "Type 'no' if there are no risks.",
      },
      ready_to_continue: {
        label: "Are you ready to continue? Anything else you want to tell us? (optional)",
      },
      emergency_contact_first: { label: "Emergency contact first name" },
      emergency_contact_last: { label: "Emergency contact last name" },
      emergency_phone: { label: "Emergency contact phone" },
      enrolled_leadership_series: { label: "Are you enrolled in the leadership series? (optional)" },
    },
    /**
     * The 25 communities of product.md#planning-form-rules, in the order of the domain's communityOptions.
     */
    communities: communityOptions,
    yesNo: { yes: "Yes", no: "No" },
    submit: "Share My Fire",
    submitting: "Submitting Your Fire...",
    submitHint: "Add your email, your cause and at least one community to submit.",
    failureAlert: "Error submitting your form. Please try again or email us directly at {email}",
    success: {
      heading: "Your Fire Has Been Shared!",
      body: "Thank you for putting your fire into words. {founder} will read every answer before you meet.",
      badgeName: "Fire Starter",
      schedule: "Schedule Now",
      scheduleLead: "Book a one-on-one video call with {founder} to refine your plan.",
    },
  },
} as const;
