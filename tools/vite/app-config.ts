import react from '@vitejs/plugin-react';
import { defineConfig, type UserConfig } from 'vite';
import { workspaceAliases } from './workspace-aliases.ts';

export type AppViteOptions = {
  /** The app's folder name under apps/ and dist/apps/. */
  app: string;
  /** Absolute path of the app's folder. */
  root: string;
  /** Default port; the variable named by `portEnv` overrides it. */
  port: number;
  portEnv: string;
};

/** One Vite setup for both apps: workspace aliases, React, fixed loopback ports, output under dist/. */
export function appViteConfig({ app, root, port, portEnv }: AppViteOptions): UserConfig {
  const host = process.env.APP_HOST ?? '127.0.0.1';
  const resolvedPort = Number(process.env[portEnv] ?? port);
  return defineConfig({
    root,
    cacheDir: `../../node_modules/.vite/${app}`,
    base: '/',
    resolve: { alias: workspaceAliases() },
    plugins: [react()],
    envDir: '../..',
    server: { host, port: resolvedPort, strictPort: true },
    preview: { host, port: resolvedPort, strictPort: true },
    build: {
      outDir: `../../dist/apps/${app}`,
      emptyOutDir: true,
      sourcemap: true,
      chunkSizeWarningLimit: 800,
    },
  });
}
