import type { LanguageCode } from "@ember/domain";

/**
 * What the head script did to the page before React started: the language it translated into and the
 * content texts it showed translated (original -> translation). React's first render must read the same,
 * or hydration would not match the page.
 */
export interface Pretranslation {
  readonly language: LanguageCode;
  readonly translations: ReadonlyMap<string, string>;
  /** 'none' when the server said it has no model (the switcher's one-time notice needs to know). */
  readonly provider: "llm" | "none" | undefined;
}

/** What the build inlines into each page for the head script (scripts/language-variants.ts). */
export interface PretranslateConfig {
  /** Where the page-text files are: `${base}${language}/${page}.json`. */
  readonly base: string;
  /** The build's page-text version (the hash in `base`): the server answers the same build's texts. */
  readonly version: string;
  /** The page's key: 'index', 'FAQ', ... */
  readonly page: string;
}

/**
 * A page-text file: what differs between the English page and the same page prerendered in one
 * language, as patches on the English page's nodes (numbered as page-walk.ts walks them).
 */
export interface PageText {
  /** The page's content texts (`<Tx>` originals), so their translations can be asked for at once. */
  readonly texts: readonly string[];
  /** How many nodes the English page's walk meets: a page with more or fewer is not the one patched. */
  readonly nodes: number;
  /**
   * Text nodes whose words differ: [node number, the language's text, checksumOf([the English text])],
   * in node order.
   */
  readonly text: readonly (readonly [number, string, number])[];
  /**
   * Word-carrying attributes that differ, in node order: [node number, name, the language's value or
   * null to remove it, checksumOf([the English value or null])].
   */
  readonly attributes: readonly (readonly [number, string, string | null, number])[];
}
