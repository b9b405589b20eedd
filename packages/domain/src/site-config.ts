/**
 * The one place a programme team names itself. Routes, e-mails, prompts and page copy derive from it,
 * so renaming the founder or the product is a one-line change.
 */
export interface SiteConfig {
  /** Product name shown in the interface: 'Chat with {product}', '{product} Assistant'. */
  readonly productName: string;
  /** Brand used in e-mail subjects and the application badge: 'New {brand} Application'. */
  readonly brand: string;
  /** The founder's first name: routes `/ChatWith{name}`, `/{name}Story`. */
  readonly founderName: string;
  readonly founderFullName: string;
  /** The staff inbox and the contact link in the footer. */
  readonly contactEmail: string;
  /**
   * One trial length, used everywhere (product.md#plans; the Resources page's 7 days is overridden, see
   * ADR 0007).
   */
  readonly trialDays: number;
  /**
   * How plan cards act (product.md#plans-and-subscriptions): 'internal-trial' is reading (b), the free-trial
   * card links to ShareYourFire; 'checkout-all' is reading (a), every card opens the card checkout.
   */
  readonly planButtons: "internal-trial" | "checkout-all";
  readonly links: {
    readonly scheduling: string;
    readonly checkout: { readonly trial: string; readonly student: string; readonly professional: string };
    readonly lifelineChat: string;
    readonly helplineDirectory: string;
    readonly musicProfile: string;
    readonly biography: string;
  };
}

export const siteConfig: SiteConfig = {
  productName: "Ember",
  brand: "Ember",
  founderName: "Jordan",
  founderFullName: "Jordan Hale",
  contactEmail: "hello@ember.example",
  trialDays: 14,
  planButtons: "internal-trial",
  links: {
    scheduling: "https://calendly.com/ember-jordan/free-session",
    checkout: {
      trial: "https://buy.stripe.com/ember-free-trial",
      student: "https://buy.stripe.com/ember-student-weekly",
      professional: "https://buy.stripe.com/ember-professional-weekly",
    },
    lifelineChat: "https://988lifeline.org/chat/",
    helplineDirectory: "https://findahelpline.com/",
    musicProfile: "https://open.spotify.com/artist/ember-jordan",
    biography: "https://en.wikipedia.org/wiki/Jordan_Hale",
  },
};
