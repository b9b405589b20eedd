import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { editorPreview } from "./vite/editor-preview.ts";
import { sourceLocations } from "./vite/source-locations.ts";

const root = fileURLToPath(new URL(".", import.meta.url));

export default defineConfig({
  // The two editor plugins apply to the development server only (ADR 0028).
  plugins: [sourceLocations(root), editorPreview(), tailwindcss(), reactRouter()],
  define: {
    // The prerendered footer carries this year; the browser corrects it after hydration if it changed.
    __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
  },
});
