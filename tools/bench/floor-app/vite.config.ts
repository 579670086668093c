import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { reactRouterProductionAliases } from '../../vite/app-config.ts';
import { workspaceAliases } from '../../vite/workspace-aliases.ts';

/**
 * The floor app's build (tools/bench/bundle-budget.ts): the portal's Vite and plugin versions, its aliases (React
 * Router's production files) and its defaults for minifying and targets; one entry, no splitting to speak of.
 */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/',
  logLevel: 'error',
  resolve: { alias: [...workspaceAliases(), ...reactRouterProductionAliases()] },
  plugins: [react()],
  build: { outDir: '../../../dist/bench/floor-app', emptyOutDir: true, sourcemap: true, manifest: true, chunkSizeWarningLimit: 800 },
});
