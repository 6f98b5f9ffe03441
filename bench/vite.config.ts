import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** Builds the reference page for scripts/bench.ts: bench/reference.html → bench/dist/. */
export default defineConfig({
  root: here('.'),
  cacheDir: here('../node_modules/.vite-bench'),
  envDir: false,
  publicDir: false,
  plugins: [react()],
  build: {
    outDir: here('dist'),
    emptyOutDir: true,
    rolldownOptions: { input: here('reference.html') },
  },
});
