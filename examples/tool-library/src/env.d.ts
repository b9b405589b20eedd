// What the build defines (scripts/build.mjs), under the names Vite gives Base44 apps.
interface ImportMetaEnv {
  readonly VITE_BASE44_APP_ID: string;
  readonly VITE_BASE44_FUNCTIONS_VERSION?: string;
  readonly VITE_BASE44_APP_BASE_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

// Stylesheets are bundled by esbuild; importing one yields nothing to TypeScript.
declare module "*.css";
