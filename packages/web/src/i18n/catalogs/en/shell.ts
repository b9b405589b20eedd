/**
 * English interface text: shell (header, menus, footer, gate screens, sign-in, 404, error page,
 * spinner, toasts, language switcher, reminder toast). Every other language mirrors this shape.
 * Placeholders: {product} and {founder} are the site configuration's names, {days} the trial length.
 */
export const shell = {
  skipToContent: "Skip to content",
  loading: "Loading",
  brand: {
    /** The logo link's accessible name. */
    homeLabel: "{product} home",
  },
  header: {
    mainNavLabel: "Main",
    mobileNavLabel: "Mobile",
    menu: "Menu",
  },
  /** Header menus (product.md#what-every-page-has). */
  nav: {
    home: "Home",
    pricing: "Pricing",
    getStarted: "Get Started",
    about: {
      label: "About Us",
      team: "Our Team",
      safeSpace: "Safe Space Philosophy",
      successStories: "Success Stories",
      evidence: "Evidence & Research",
    },
    journey: {
      label: "{founder}'s Journey",
      story: "{founder}'s Story",
      timeline: "{founder}'s Timeline",
      history: "{product} History",
      chat: "Chat with {product}",
    },
    resources: {
      label: "Resources",
      faq: "FAQ",
      assessments: "Wellbeing Assessment",
      shareYourFire: "Share Your Fire",
      badges: "Badges",
      socialMediaLie: "The Great Social Media Lie",
      resources: "Resources",
    },
  },
  /** Footer (product.md#who-it-is-for and #what-every-page-has). */
  footer: {
    privacy:
      "We count page views without cookies and without keeping your address: only how many visits each page had each day, and which other site sent them. If your browser sends Do Not Track or Global Privacy Control, your visits are not counted.",
    mission:
      "Connecting people to purpose, one conversation at a time, and building better health, careers and lives.",
    faith: {
      line: "Founded through prayer and built on faith.",
      scripture:
        "“For I know the plans I have for you,” declares the Lord, “plans to prosper you and not to harm you, plans to give you hope and a future.”",
      reference: "Jeremiah 29:11",
    },
    getStarted: {
      label: "Get Started",
      apply: "Apply Now",
      trial: "{days}-Day Free Trial",
      chat: "Chat with {product}",
    },
    learn: {
      label: "Learn",
      evidence: "Research & Evidence",
      team: "Our Team",
      safeSpace: "Safe Space Philosophy",
      timeline: "{founder}'s Timeline",
    },
    impact: {
      heading: "Our Impact",
      participants: "participants",
      countries: "countries",
      satisfaction: "satisfaction",
      claim: "{participants} participants in over {countries} countries, and counting.",
    },
    notClinical:
      "{product} is a mentorship and purpose-discovery community, not a clinical or crisis service, and our team are not licensed mental health professionals. If you are in crisis, call or text 988 (in the US) or 911 for emergencies, or contact your local emergency services.",
    contactLabel: "Contact us:",
  },
  /** product.md#the-access-gate. */
  accessRestricted: {
    title: "Access Restricted",
    body: "You are not registered to use this application. Please contact the app administrator to request access.",
    suggestionsHeading: "If you believe this is an error, you can:",
    suggestions: [
      "Verify you are logged in with the correct account",
      "Contact the app administrator for access",
      "Try logging out and back in",
    ],
    questions: "Questions? Write to",
  },
  /** product.md#the-access-gate. */
  notFound: {
    title: "Page Not Found",
    message: 'The page "{path}" could not be found in this application.',
    adminNoteTitle: "Admin Note",
    adminNoteBody:
      "This could mean that the AI hasn't implemented this page yet. Ask it to implement it in the chat.",
    goHome: "Go Home",
  },
  /** The route error boundary. */
  errorPage: {
    title: "Something went wrong",
    body: "We're sorry, this page could not be shown. Please reload, or return to the home page.",
    goHome: "Go Home",
  },
  /** The platform sign-in page at /login. */
  login: {
    title: "Sign in to {product}",
    intro: "Welcome back. Sign in with the e-mail address and password you use for {product}.",
    email: "Email",
    password: "Password",
    submit: "Sign in",
    submitting: "Signing in...",
    failed: "We could not sign you in. Please check your connection and try again.",
    help: "Trouble signing in? Write to us at",
    invalid: "That e-mail and password don't match. Please try again.",
    tooMany: "Too many attempts. Please wait a few minutes and try again.",
    forgot: "Forgot your password?",
    noAccount: "New to {product}?",
    createAccount: "Create an account",
  },
  /** Sign-up at /register: the form, then the 6-digit code from the e-mail. */
  register: {
    title: "Join {product}",
    intro: "Create your account with your e-mail address. We'll send you a 6-digit code to confirm it.",
    passwordHint: "At least 8 characters.",
    submit: "Create account",
    submitting: "Creating your account...",
    haveAccount: "Already have an account?",
    signIn: "Sign in",
    codeTitle: "Check your inbox",
    codeIntro: "We sent a 6-digit code to {email}. Enter it below to finish. It works for 10 minutes.",
    confirmFirst: "Please confirm your e-mail address first. We've sent a new code to {email}.",
    code: "Verification code",
    codeHint: "6 digits, from the e-mail we just sent you.",
    verify: "Confirm and continue",
    verifying: "Confirming...",
    codeInvalid:
      "That code is not right or has expired. Please check the latest e-mail, or ask for a new code.",
    resend: "Send a new code",
    resending: "Sending...",
    resent: "A new code is on its way. Please check your inbox, and your spam folder too.",
    failed: "Something went wrong. Please check your connection and try again.",
    /** Only under the server's DEV_SHOW_CODES (development without SMTP), instead of an inbox. */
    devCode: "Development mode: your code is {code}.",
  },
  /** /forgot-password: asks for a link to choose a new password. */
  resetRequest: {
    title: "Forgot your password?",
    intro: "Enter your e-mail address and we'll send you a link to choose a new one.",
    submit: "Send reset link",
    submitting: "Sending...",
    sent: "If an account exists for {email}, a link to choose a new password is on its way. It works once, for one hour.",
    back: "Back to sign in",
    /** Only under the server's DEV_SHOW_CODES (development without SMTP), instead of an inbox. */
    devLink: "Development mode: open this link to choose a new password.",
  },
  /** /reset-password: the page the reset and invitation e-mails link to. */
  resetPassword: {
    title: "Choose a new password",
    inviteTitle: "Set your password",
    intro: "Pick a password of at least 8 characters.",
    inviteIntro: "Welcome! Choose a password to finish setting up your account.",
    newPassword: "New password",
    confirm: "Confirm new password",
    mismatch: "The two passwords don't match.",
    submit: "Save password",
    submitting: "Saving...",
    done: "Your new password is set. You can sign in with it now.",
    signIn: "Sign in",
    invalid: "This link is no longer valid: it was already used or has expired. Please ask for a new one.",
    requestNew: "Ask for a new link",
    missing: "This page needs the link from your e-mail. Please open the link again, or ask for a new one.",
  },
  /** /setup: the one-time link a first start without an admin prints creates the first admin account. */
  setup: {
    title: "Create the first admin account",
    intro: "This account will run the staff console of {product}. The link you opened works only once.",
    name: "Your name (optional)",
    confirm: "Confirm password",
    submit: "Create admin account",
    submitting: "Creating the account...",
    invalid:
      "This setup link no longer works: it was already used or has expired. Restart the server for a new one, or create an admin with npm run admin.",
    done: "An admin account exists already, so setup is closed. Please sign in.",
    missing:
      "This page needs the setup link the server printed when it started. Please open that link again.",
  },
  toast: {
    close: "Close",
    /** Each toast's kind, and the list's name with the key that reaches it (Radix fills {hotkey}). */
    label: "Notification",
    region: "Notifications ({hotkey})",
  },
  /** The language switcher (product.md#languages). */
  language: {
    menuLabel: "Choose language",
    /** Screen-reader text beside the current language in the menu. */
    current: "current language",
    translating: "Translating...",
    betaTitle: "Translation System (Beta)",
    betaBody:
      "Interface text is translated instantly. Longer page text is machine-translated the first time you view it and may be imperfect.",
    gotIt: "Got it",
    offline: "Longer page text stays in English for now: automatic translation is not set up on this site.",
  },
  /**
   * The crisis lines of @ember/domain (crisis/crisis-lines.ts, decision 0063): the sentences and country
   * names around them, in the crisis dialog, under a safety reply and on the Safe Space page. The lines'
   * own names and numbers come from that table; every language has exactly these keys.
   */
  crisisLines: {
    /** Over the lines for this language's readers outside the US. */
    elsewhereHeading: "In other countries",
    /** The heading over each country's lines (ISO 3166-1 codes; EU is the European Union). */
    inCountry: {
      CA: "If you're in Canada",
      GB: "If you're in the UK",
      IE: "If you're in Ireland",
      AU: "If you're in Australia",
      IN: "If you're in India",
      MX: "If you're in Mexico",
      ES: "If you're in Spain",
      AR: "If you're in Argentina",
      CO: "If you're in Colombia",
      FR: "If you're in France",
      BE: "If you're in Belgium",
      CH: "If you're in Switzerland",
      DE: "If you're in Germany",
      AT: "If you're in Austria",
      BR: "If you're in Brazil",
      PT: "If you're in Portugal",
      IT: "If you're in Italy",
      CN: "If you're in mainland China",
      TW: "If you're in Taiwan",
      HK: "If you're in Hong Kong",
      SG: "If you're in Singapore",
      EG: "If you're in Egypt",
      AE: "If you're in the UAE",
      LB: "If you're in Lebanon",
      BD: "If you're in Bangladesh",
      EU: "Anywhere in the European Union",
    },
    call: "Call {number}",
    callOption: "Call {number}, then press {option}",
    text: "Text {number}",
    textKeyword: "Text {keyword} to {number}",
    always: "24/7",
    daily: "Every day, {from}:00 to {to}:00",
    inLanguages: "Answers in {languages}",
    /** The languages a line answers in, named when it does not answer in the page's language. */
    languageNames: {
      en: "English",
      es: "Spanish",
      fr: "French",
      de: "German",
      pt: "Portuguese",
      it: "Italian",
      zh: "Mandarin Chinese",
      yue: "Cantonese",
      ar: "Arabic",
    },
    listComma: ", ",
    listAnd: "{list} and {last}",
    /** How each US line serves readers of this language ({count}: the 988 Lifeline's interpreted languages). */
    usNotes: {
      lifeline: "In English and Spanish; on calls, interpreters for more than {count} other languages.",
      textLine: "In English and Spanish (text AYUDA for Spanish).",
      chat: "In English and Spanish.",
    },
    emergency: {
      title: "Call 911 for emergencies",
      detail: "Police, fire and ambulance (US), 24/7",
    },
    officialSite: "Official site",
    /** The section of the Safe Space page that lists the lines. */
    safeSpace: {
      heading: "If you need help right now",
      intro:
        "People trained to listen answer these lines. The US lines come first, then lines for English speakers in other countries. If you are in danger, call your local emergency number now.",
    },
  },
  /** The reminder toast (product.md#the-reminder): one of five messages at random, each pointing to 988. */
  reminder: {
    title: "A gentle reminder",
    messages: [
      "We're here to connect you to purpose, not to diagnose conditions! For emergencies, dial 988.",
      "You matter, and you never have to face a hard moment alone. Call or text 988 any time, day or night.",
      "If things feel heavy right now, please reach out: call or text 988, or text HELLO to 741741 to talk with someone who cares.",
      "Our mentors walk beside you as you find your purpose, but we're not a crisis service. If you're struggling, call or text 988.",
      "If you or someone you love is in immediate danger, call 911. For crisis support at any hour, call or text 988.",
    ],
    dismiss: "Dismiss reminder",
  },
  /** The home page's image carousel (APG carousel pattern). */
  carousel: {
    roleDescription: "carousel",
    slideRoleDescription: "slide",
    pause: "Pause slideshow",
    play: "Play slideshow",
    slidePosition: "{position} of {count}",
    showImage: "Show image {position} of {count}",
  },
  /** Names of page regions and link lists read by screen readers. */
  regions: {
    researchTopics: "Research topics",
    highlights: "Highlights",
    moreOfJourney: "More of the journey",
  },
  /** After an external link's text, for screen readers. */
  opensInNewTab: "(opens in a new tab)",
} as const;
