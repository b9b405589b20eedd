import { useState, useSyncExternalStore } from "react";
import { contentTranslations } from "../../i18n/content-translations.ts";
import { useLanguage } from "../../i18n/language-provider.tsx";
import { TranslationNotice } from "./translation-notice.tsx";
import { useOfflineNotice } from "./use-offline-notice.ts";

/**
 * The Beta notice (product.md#languages), shown when the page holds a text newer than its reviewed
 * translations and asks the server for it, and the one-time note that such texts stay in English where
 * no model is configured. Every text of the build is reviewed, so on most pages neither ever shows.
 */
export function TranslationNotices() {
  const { language } = useLanguage();
  const [dismissed, setDismissed] = useState(false);
  const machineRequested = useSyncExternalStore(
    contentTranslations.subscribe,
    () => contentTranslations.machineRequested,
    () => false,
  );
  const providerMissing = useSyncExternalStore(
    contentTranslations.subscribe,
    () => contentTranslations.providerMissing,
    () => false,
  );
  const offline = useOfflineNotice(language !== "en" && providerMissing);
  const showBeta = language !== "en" && machineRequested && !providerMissing && !dismissed;
  if (!showBeta && !offline.visible) return null;
  return (
    <div className="fixed end-4 bottom-4 z-40">
      <TranslationNotice
        showBeta={showBeta}
        showOffline={offline.visible}
        onDismiss={() => {
          setDismissed(true);
          offline.dismiss();
        }}
      />
    </div>
  );
}
