import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { CSP_NONCE_PLACEHOLDER, reactRouterProductionAliases, SOURCE_MAPS } from '../../vite/app-config.ts';
import { precompressPlugin } from '../../vite/precompress-plugin.ts';
import { reactEsmPlugin } from '../../vite/react-esm.ts';
import { workspaceAliases } from '../../vite/workspace-aliases.ts';

/**
 * The floor app's build (tools/bench/bundle-budget.ts): the portal's Vite and plugin versions, its aliases (React
 * Router's production files, React seen through ES modules: react-esm.ts), its defaults for minifying and targets,
 * its source maps (written, not named in the chunks), its precompressed files and CSP nonce for nginx; one entry, no splitting to speak of.
 */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/',
  logLevel: 'error',
  resolve: { alias: [...workspaceAliases(), ...reactRouterProductionAliases()] },
  plugins: [reactEsmPlugin(), react(), precompressPlugin()],
  html: { cspNonce: CSP_NONCE_PLACEHOLDER },
  build: { outDir: '../../../dist/bench/floor-app', emptyOutDir: true, sourcemap: SOURCE_MAPS, manifest: true, chunkSizeWarningLimit: 800 },
});
