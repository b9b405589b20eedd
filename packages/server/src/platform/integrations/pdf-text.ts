import { onFirstUse } from "../on-first-use.ts";
import { UnreadableFile } from "./document-text.ts";

// pdf.js and the canvas library it pulls in hold about 40 MB: loaded with the first PDF.
const pdfjs = onFirstUse(() => import("pdfjs-dist/legacy/build/pdf.mjs"));

/** Pages of a PDF read for one extraction; a longer document is refused rather than read in part. */
export const PDF_MAX_PAGES = 50;

/**
 * The text of a PDF's pages, in reading order as the file stores it, one line per text line. Text only:
 * a scanned page has none (no OCR here). Scripts, fonts and eval stay off: the document is untrusted.
 */
export async function pdfText(data: Uint8Array): Promise<string> {
  const { getDocument } = await pdfjs();
  const task = getDocument({
    data: new Uint8Array(data),
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    enableXfa: false,
    verbosity: 0,
  });
  try {
    const document = await task.promise.catch(() => {
      throw new UnreadableFile("The PDF cannot be read");
    });
    if (document.numPages > PDF_MAX_PAGES) {
      throw new UnreadableFile(
        `The PDF has more than ${PDF_MAX_PAGES} pages, more than one extraction reads`,
      );
    }
    const pages: string[] = [];
    for (let number = 1; number <= document.numPages; number++) {
      const page = await document.getPage(number);
      const content = await page.getTextContent();
      let text = "";
      for (const item of content.items) {
        if (!("str" in item)) continue;
        text += item.str + (item.hasEOL ? "\n" : "");
      }
      pages.push(text.trim());
      page.cleanup();
    }
    return pages.join("\n\n").trim();
  } finally {
    await task.destroy();
  }
}
