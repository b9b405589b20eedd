/** Shapes of the page copy in this folder. Content is data: no components, no features. */

export interface PageMetaCopy {
  /** The document title, '<Page> · Ember'. */
  readonly title: string;
  readonly description: string;
}

export interface CallToAction {
  readonly label: string;
  readonly to: string;
  readonly variant?: "default" | "outline" | "secondary";
}

/** The title and introduction every page opens with. */
export interface PageIntroCopy {
  readonly meta: PageMetaCopy;
  /** A short label above the title, e.g. the page's menu name when the title differs. */
  readonly eyebrow?: string;
  readonly title: string;
  /** One emphasised line under the title. */
  readonly tagline?: string;
  /** Two or three paragraphs in the programme's voice. */
  readonly intro: readonly string[];
  readonly actions?: readonly CallToAction[];
}
