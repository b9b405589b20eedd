import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { editorPreview } from "./vite/editor-preview.ts";
import { sourceLocations } from "./vite/source-locations.ts";

const root = fileURLToPath(new URL(".", import.meta.url));

// `npm run dev` (scripts/dev.mjs) runs the Ember server beside this development server: the page keeps
// calling its own origin, and the API and the realtime socket (platform/realtime, websocket only) are
// passed on to the server, so the SDK works exactly as in production.
const apiServer = process.env.EMBER_DEV_API_URL ?? "http://127.0.0.1:3001";

const catalogArea =
  /[\\/]src[\\/]i18n[\\/]catalogs[\\/]([a-z]{2})[\\/](?:shell|forms|chat|assessment|badges)\.json$/;

function catalogChunk(moduleId: string): string | null {
  const language = catalogArea.exec(moduleId)?.[1];
  return language && language !== "en" ? `catalog-${language}` : null;
}

export default defineConfig({
  // The two editor plugins apply to the development server only (ADR 0028).
  plugins: [sourceLocations(root), editorPreview(), tailwindcss(), reactRouter()],
  server: {
    proxy: {
      "/api": { target: apiServer },
      "/ws-user-apps": { target: apiServer, ws: true },
    },
  },
  build: {
    rolldownOptions: {
      output: {
        codeSplitting: {
          // A language's interface catalog is five JSON files (src/i18n/catalogs/<language>/), loaded
          // together: one chunk per language, one request. English is bundled with the site, and the
          // console's admin.json stays a chunk of its own, loaded only inside the console (ADR 0034).
          groups: [{ name: catalogChunk }],
        },
      },
    },
  },
  define: {
    // The prerendered footer carries this year; the browser corrects it after hydration if it changed.
    __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
  },
});
