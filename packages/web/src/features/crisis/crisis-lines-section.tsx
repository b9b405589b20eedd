import { Section } from "../../components/section.tsx";
import { useMessages } from "../../i18n/language-provider.tsx";
import { CrisisLines } from "./crisis-lines.tsx";

/**
 * The Safe Space page's crisis lines (product.md#safe-space, decision 0063): interface text from the
 * catalogs, so it reads in the visitor's language at once and never waits for a translation.
 */
export function CrisisLinesSection() {
  const { heading, intro } = useMessages().shell.crisisLines.safeSpace;
  return (
    <Section id="crisis-lines" heading={heading} intro={intro} tone="muted" fromCatalog>
      <CrisisLines place="page" />
    </Section>
  );
}
