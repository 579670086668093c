import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { workspaceAliases } from '../../tools/vite/workspace-aliases.ts';

const port = Number(process.env.CONSOLE_PORT ?? 4300);
const host = process.env.APP_HOST ?? '127.0.0.1';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  cacheDir: '../../node_modules/.vite/org-console',
  base: '/',
  resolve: { alias: workspaceAliases() },
  plugins: [react()],
  envDir: '../..',
  server: { host, port, strictPort: true },
  preview: { host, port, strictPort: true },
  build: {
    outDir: '../../dist/apps/org-console',
    emptyOutDir: true,
    sourcemap: true,
    chunkSizeWarningLimit: 800,
  },
});
