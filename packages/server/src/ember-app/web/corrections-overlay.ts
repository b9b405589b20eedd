import { type LanguageCode, prefixedLanguages, splitLanguagePath } from "@ember/domain";
import type { FastifyBaseLogger } from "fastify";
import type { TranslationService } from "../translation/translation-service.ts";
import { correctedPage, pageTextsAddressOf } from "./corrected-pages.ts";
import { type HtmlDocument, htmlDocumentOf } from "./html-document.ts";

/** How often an instance looks for corrections saved on another one (several instances on one PostgreSQL). */
export const CORRECTIONS_POLL_MS = 60_000;

/**
 * The prerendered pages and their texts files as served, with the staff's translation corrections applied
 * (corrected-pages.ts).
 * A language's pages are computed again when one of its texts is corrected here, and every language's when
 * another instance's correction shows up in the database; each page is computed once per change, never per
 * request. Until the first read from the database (or when it fails) the pages are served as built.
 */
export class CorrectionsOverlay {
  readonly #built: ReadonlyMap<string, HtmlDocument>;
  readonly #served = new Map<string, HtmlDocument>();
  /** Corrected texts files, by address ("/es/Team/page-texts.json"). */
  readonly #servedTexts = new Map<string, string>();
  readonly #readBuilt: (address: string) => Promise<string>;
  readonly #translation: TranslationService;
  readonly #editorOrigins: readonly string[];
  readonly #log: FastifyBaseLogger;
  #version: string | undefined;
  #timer: NodeJS.Timeout | undefined;
  #stopListening: (() => void) | undefined;

  constructor(options: {
    built: ReadonlyMap<string, HtmlDocument>;
    /** A file of the build, by its address: the texts files a page names. */
    readBuilt: (address: string) => Promise<string>;
    translation: TranslationService;
    editorOrigins: readonly string[];
    log: FastifyBaseLogger;
  }) {
    this.#built = options.built;
    this.#readBuilt = options.readBuilt;
    this.#translation = options.translation;
    this.#editorOrigins = options.editorOrigins;
    this.#log = options.log;
  }

  /** The document to serve for a file of the build. */
  get(file: string): HtmlDocument | undefined {
    return this.#served.get(file) ?? this.#built.get(file);
  }

  /** A texts file with corrections, to serve in place of the built one; undefined: serve the built one. */
  texts(address: string): string | undefined {
    return this.#servedTexts.get(address);
  }

  /** Reads every language's corrections, then follows them. */
  async start(pollMs = CORRECTIONS_POLL_MS): Promise<void> {
    this.#stopListening = this.#translation.onCorrection((language) => this.#refreshLogged([language]));
    await this.#refreshLogged(prefixedLanguages);
    this.#timer = setInterval(() => void this.#pollLogged(), pollMs);
    this.#timer.unref();
  }

  stop(): void {
    clearInterval(this.#timer);
    this.#stopListening?.();
  }

  /** Applies the languages' current corrections to their pages. */
  async refresh(languages: readonly LanguageCode[]): Promise<void> {
    this.#version = await this.#translation.correctionsVersion();
    for (const language of languages) {
      const corrections = await this.#translation.corrections(language);
      // A language's files are under its code, as its addresses are: "/es/Team/index.html".
      const ofLanguage = (file: string) => splitLanguagePath(file).language === language;
      if (corrections.size === 0) {
        // The built files as they are: no page is read (a start with no corrections reads nothing).
        for (const file of [...this.#served.keys()].filter(ofLanguage)) this.#served.delete(file);
        for (const file of [...this.#servedTexts.keys()].filter(ofLanguage)) this.#servedTexts.delete(file);
        continue;
      }
      for (const [file, built] of this.#built) {
        if (!ofLanguage(file)) continue;
        const html = await built.text();
        const address = pageTextsAddressOf(html);
        const corrected = address
          ? correctedPage(html, await this.#readBuilt(address), corrections)
          : undefined;
        if (!address || !corrected) {
          this.#served.delete(file);
          if (address) this.#servedTexts.delete(address);
          continue;
        }
        this.#served.set(file, await htmlDocumentOf(corrected.html, this.#editorOrigins));
        this.#servedTexts.set(address, corrected.texts);
      }
    }
  }

  async #refreshLogged(languages: readonly LanguageCode[]): Promise<void> {
    await this.refresh(languages).catch((error: unknown) =>
      this.#log.warn({ err: error }, "translation corrections could not be applied to the pages"),
    );
  }

  async #pollLogged(): Promise<void> {
    const version = await this.#translation.correctionsVersion().catch(() => this.#version);
    if (version !== this.#version) await this.#refreshLogged(prefixedLanguages);
  }
}
