import { siteConfig } from "@ember/domain";
import { useEffect, useState } from "react";

const notedKey = `${siteConfig.productName.toLowerCase()}_translation_offline_noted`;

function alreadyNoted(): boolean {
  try {
    return window.sessionStorage.getItem(notedKey) !== null;
  } catch {
    return false;
  }
}

/**
 * With no translation provider, longer texts stay in English; the switcher says so once a session
 * (decision 0022), not on every page.
 */
export function useOfflineNotice(applies: boolean): { visible: boolean; dismiss: () => void } {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    // Back in English there is nothing left untranslated to explain.
    if (!applies) {
      setVisible(false);
      return;
    }
    if (alreadyNoted()) return;
    setVisible(true);
    try {
      window.sessionStorage.setItem(notedKey, "1");
    } catch {
      // Without storage it may be said again on the next page; harmless.
    }
  }, [applies]);
  return { visible, dismiss: () => setVisible(false) };
}
