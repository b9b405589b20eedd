import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  define: {
    // The prerendered footer carries this year; the browser corrects it after hydration if it changed.
    __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
  },
});
