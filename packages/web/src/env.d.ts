/// <reference types="vite/client" />

/** The year the site was built, fixed at build time (vite.config.ts `define`). */
declare const __BUILD_YEAR__: number;

interface ImportMetaEnv {
  /** The Base44 app id when the address bar and storage name none. */
  readonly VITE_BASE44_APP_ID?: string;
}
