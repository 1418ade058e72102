import { defineConfig, type UserConfig } from 'vite';
import tailwindcss from '@tailwindcss/vite';
import { importAliases } from './import-aliases.ts';
import { quietBuildLog } from './tools/build/build-logs.ts';
import { catalogueCompiler } from './tools/build/catalogue-plugin.ts';
import { preactAliases } from './tools/build/preact-aliases.ts';
import { prerenderPlugin } from './tools/build/prerender-plugin.ts';

// The web app lives in src/web; its production build goes to dist/web, which the server serves.
// `npm run build:analyze` (ANALYZE=1) also writes dist/bundle-stats.html: what each chunk holds, gzip and Brotli sizes.
export default defineConfig(async ({ isSsrBuild }): Promise<UserConfig> => ({
  root: 'src/web',
  publicDir: 'public',
  plugins: [
    catalogueCompiler(),
    tailwindcss(),
    prerenderPlugin(),
    ...(process.env.ANALYZE && !isSsrBuild
      ? [
          (await import('rollup-plugin-visualizer')).visualizer({
            filename: 'dist/bundle-stats.html',
            template: 'treemap',
            gzipSize: true,
            brotliSize: true,
            title: 'RentValue web bundle',
          }),
        ]
      : []),
  ],
  // Preact runs the React components in the browser and in the server render (decision 086); React's JSX runtime is
  // Preact's (preact-aliases.ts), so no React plugin: the bundler compiles JSX itself.
  oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
  resolve: { alias: [...preactAliases, ...importAliases] },
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    sourcemap: true,
    manifest: true,
    // No inline <script>: the CSP forbids it, so the module preload polyfill stays out.
    modulePreload: { polyfill: false },
    // The prerender (closeBundle) takes most of the build's time by design: no warning about slow plugins.
    rolldownOptions: {
      checks: { pluginTimings: false },
      onLog: quietBuildLog,
    },
  },
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
}));
