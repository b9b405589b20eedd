/** Shapes of the page copy in this folder. Content is data: no components, no features. */

export interface PageMetaCopy {
  /** The page's name, as the document title shows it before ' · Ember' (lib/meta.ts), in English. */
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

/** A link to another site; it opens in a new tab (with rel="noopener noreferrer"). */
export interface ExternalAction {
  readonly label: string;
  readonly href: string;
  readonly variant?: "default" | "outline" | "secondary";
}

export type Action = CallToAction | ExternalAction;

/** A figure and what it counts, e.g. { value: '97.1%', label: 'satisfaction' }. */
export interface Stat {
  readonly value: string;
  readonly label: string;
}

/** A titled block of copy: a heading, optional paragraphs. */
export interface SectionCopy {
  readonly heading: string;
  readonly intro?: string;
}

export type { Plan as PlanCopy } from "@ember/domain";

/** A research card: the study's title, where it was published, what it found. */
export interface StudyCopy {
  readonly title: string;
  readonly source: string;
  readonly finding: string;
}

/** One tab of a tabbed section: its value (the tab's id), label and panel copy. */
export interface TabCopy<T> {
  readonly value: string;
  readonly label: string;
  readonly heading: string;
  readonly intro: string;
  readonly items: readonly T[];
}

export type { FaqCategory as FaqCategoryCopy, QuestionAnswer } from "@ember/domain";

/** A student story (product.md#static-content). */
export interface StudentStoryCopy {
  readonly name: string;
  readonly university: string;
  readonly hours: string;
  readonly project: string;
  readonly achievement: string;
  readonly impact: string;
}

/** A professional story (product.md#static-content). */
export interface ProfessionalStoryCopy {
  readonly name: string;
  readonly title: string;
  readonly background: string;
  readonly philosophy: string;
  readonly impact: string;
}

/** A history timeline entry (product.md#static-content). */
export interface HistoryEntryCopy {
  /** 'November 2024', or 'Ongoing'. */
  readonly date: string;
  readonly person: string;
  readonly title: string;
  readonly description: string;
}

/** Icons a founder timeline entry may name (rendered by the Timeline page). */
export type TimelineIcon = "music" | "book" | "briefcase" | "heart" | "flame" | "globe" | "users" | "sprout";
/** Accent colours a timeline entry may use. */
export type TimelineColour = "ember" | "gold" | "rose" | "teal" | "plum" | "forest";

/** A founder timeline entry (product.md#static-content), reading A: a story card with its lesson. */
export interface FounderStoryCardCopy {
  readonly year: string;
  readonly title: string;
  readonly subtitle: string;
  readonly content: string;
  /** 'Why This Matters'. */
  readonly lesson: string;
}

/** A founder timeline entry (product.md#static-content), reading B: a dated entry with icon and colour. */
export interface FounderTimelineEntryCopy {
  readonly year: string;
  readonly title: string;
  readonly subtitle: string;
  readonly content: string;
  readonly icon: TimelineIcon;
  readonly colour: TimelineColour;
}

/** A team member (product.md#static-content). */
export interface TeamMemberCopy {
  readonly name: string;
  readonly title: string;
  readonly credentials: string;
  readonly location: string;
  readonly journey: string;
  readonly superpower: string;
  readonly impact: string;
}

/** A strategic advisor (product.md#static-content). */
export interface AdvisorCopy {
  readonly name: string;
  readonly role: string;
  readonly story: string;
  readonly lesson: string;
}

/**
 * A program card on Resources (product.md#resources): internal cards 'Explore', external cards 'Visit Site'.
 */
export interface ProgramCardCopy {
  readonly title: string;
  readonly description: string;
  readonly chips: readonly string[];
  readonly action: Action;
}

/** A simple titled card. */
export interface CardCopy {
  readonly title: string;
  readonly body: string;
}

/** A section of titled cards. */
export interface CardSectionCopy {
  readonly id: string;
  readonly heading: string;
  readonly intro?: string;
  readonly items: readonly CardCopy[];
}
