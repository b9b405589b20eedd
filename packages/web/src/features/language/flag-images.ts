import type { LanguageCode } from "@ember/domain";
import bn from "flag-icons/flags/4x3/bd.svg?url";
import pt from "flag-icons/flags/4x3/br.svg?url";
import zh from "flag-icons/flags/4x3/cn.svg?url";
import de from "flag-icons/flags/4x3/de.svg?url";
import es from "flag-icons/flags/4x3/es.svg?url";
import fr from "flag-icons/flags/4x3/fr.svg?url";
import hi from "flag-icons/flags/4x3/in.svg?url";
import it from "flag-icons/flags/4x3/it.svg?url";
import ar from "flag-icons/flags/4x3/sa.svg?url";
import en from "flag-icons/flags/4x3/us.svg?url";

/**
 * Each language's flag as an image (the flag-icons package): emoji flags are two letters on Windows and two
 * empty boxes where no colour-emoji font is installed. The flag is the country of the language's largest
 * audience on this site, as `languages` names it, and always sits beside the language's own name.
 */
export const flagImages: Readonly<Record<LanguageCode, string>> = { en, es, fr, de, pt, zh, hi, ar, bn, it };
