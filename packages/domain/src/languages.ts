/** The ten languages of product.md#languages, English the default. Arabic is right to left. */
export type LanguageCode = "en" | "es" | "fr" | "de" | "pt" | "zh" | "hi" | "ar" | "bn" | "it";

export interface LanguageOption {
  readonly code: LanguageCode;
  readonly name: string;
  readonly englishName: string;
  readonly flag: string;
  readonly dir: "ltr" | "rtl";
}

export const languages: readonly LanguageOption[] = [
  { code: "en", name: "English", englishName: "English", flag: "🇺🇸", dir: "ltr" },
  { code: "es", name: "Español", englishName: "Spanish", flag: "🇪🇸", dir: "ltr" },
  { code: "fr", name: "Français", englishName: "French", flag: "🇫🇷", dir: "ltr" },
  { code: "de", name: "Deutsch", englishName: "German", flag: "🇩🇪", dir: "ltr" },
  { code: "pt", name: "Português", englishName: "Portuguese", flag: "🇧🇷", dir: "ltr" },
  { code: "zh", name: "中文", englishName: "Chinese (Simplified)", flag: "🇨🇳", dir: "ltr" },
  { code: "hi", name: "हिन्दी", englishName: "Hindi", flag: "🇮🇳", dir: "ltr" },
  { code: "ar", name: "العربية", englishName: "Arabic", flag: "🇸🇦", dir: "rtl" },
  { code: "bn", name: "বাংলা", englishName: "Bengali", flag: "🇧🇩", dir: "ltr" },
  { code: "it", name: "Italiano", englishName: "Italian", flag: "🇮🇹", dir: "ltr" },
];

export const defaultLanguage: LanguageCode = "en";
