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

export default defineConfig({
  // The two editor plugins apply to the development server only (ADR 0028).
  plugins: [sourceLocations(root), editorPreview(), tailwindcss(), reactRouter()],
  server: {
    proxy: {
      "/api": { target: apiServer },
      "/ws-user-apps": { target: apiServer, ws: true },
    },
  },
  define: {
    // The prerendered footer carries this year; the browser corrects it after hydration if it changed.
    __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
  },
});
