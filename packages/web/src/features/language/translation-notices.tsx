import { useState, useSyncExternalStore } from "react";
import { contentTranslations } from "../../i18n/content-translations.ts";
import { useLanguage } from "../../i18n/language-provider.tsx";
import { useNoticeDismiss } from "../../lib/use-notice-dismiss.ts";
import { TranslationNotice } from "./translation-notice.tsx";
import { useOfflineNotice } from "./use-offline-notice.ts";

/**
 * The Beta notice (product.md#languages), shown when the page holds a text newer than its reviewed
 * translations and asks the server for it, and the one-time note that such texts stay in English where
 * no model is configured. Every text of the build is reviewed, so on most pages neither ever shows. It sits
 * with the page's other notices (PageNotices); Escape dismisses it. Its polite live region is in the page
 * from the start, so the notice put into it is announced.
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
  const shown = showBeta || offline.visible;
  const { noticeRef, close } = useNoticeDismiss(shown, () => {
    setDismissed(true);
    offline.dismiss();
  });
  return (
    <div aria-live="polite" className="pointer-events-auto w-[min(22rem,calc(100vw-2rem))]">
      {shown ? (
        <TranslationNotice
          noticeRef={noticeRef}
          showBeta={showBeta}
          showOffline={offline.visible}
          onDismiss={close}
        />
      ) : null}
    </div>
  );
}
