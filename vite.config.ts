import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { importAliases } from './import-aliases.ts';
import { prerenderPlugin } from './tools/build/prerender-plugin.ts';

// The web app lives in src/web; its production build goes to dist/web, which the server serves.
export default defineConfig({
  root: 'src/web',
  publicDir: 'public',
  plugins: [react(), tailwindcss(), prerenderPlugin()],
  resolve: { alias: importAliases },
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    sourcemap: true,
    manifest: true,
    // No inline <script>: the CSP forbids it, so the module preload polyfill stays out.
    modulePreload: { polyfill: false },
  },
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
});
