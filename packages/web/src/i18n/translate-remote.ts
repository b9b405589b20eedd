import type { LanguageCode } from "@ember/domain";
import { getBase44Client } from "../api/base44-client.ts";

export interface TranslateAnswer {
  readonly translations: readonly (string | null)[];
  readonly provider: "llm" | "none";
}

/** One batch to the server's `translate` function, which answers from the shared cache. */
export async function translateRemote(language: LanguageCode, texts: string[]): Promise<TranslateAnswer> {
  const client = await getBase44Client();
  // functions.invoke resolves to the HTTP response; the function's answer is its body.
  const response: { data?: unknown } = await client.functions.invoke("translate", { language, texts });
  const data = response.data;
  if (
    typeof data !== "object" ||
    data === null ||
    !("translations" in data) ||
    !Array.isArray(data.translations) ||
    data.translations.length !== texts.length
  )
    throw new Error("The translate function answered in an unexpected shape");
  const translations = data.translations.map((t: unknown) => (typeof t === "string" ? t : null));
  const provider = "provider" in data && data.provider === "none" ? "none" : "llm";
  return { translations, provider };
}

/**
 * Starts loading the client before the first batch is due: a visitor with a stored language would
 * otherwise wait for the catalog, then the render, then the client, one after another.
 */
export function prepareTranslation(): void {
  void getBase44Client();
}
