import react from '@vitejs/plugin-react';
import { defineConfig, type UserConfig } from 'vite';
import { precompressPlugin } from './precompress-plugin.ts';
import { runtimeConfigPlugin } from './runtime-config-plugin.ts';
import { workspaceAliases } from './workspace-aliases.ts';

/**
 * Placeholder Vite writes as the nonce of index.html's script/link tags and of
 * `<meta property="csp-nonce">`; nginx replaces it per response with `$request_id`, the same value
 * its Content-Security-Policy header allows (docs/decisions, CSP nonce ADR).
 */
export const CSP_NONCE_PLACEHOLDER = 'NGINX_CSP_NONCE';

/** Source files of the workspace's libs and apps (not node_modules, not styles). */
const WORKSPACE_SOURCE = /\/(libs|apps)\/[^/]+\/src\/.*\.tsx?$/;

export type AppViteOptions = {
  /** The app's folder name under apps/ and dist/apps/. */
  app: string;
  /** Absolute path of the app's folder. */
  root: string;
  /** Default port; the variable named by `portEnv` overrides it. */
  port: number;
  portEnv: string;
};

/**
 * One Vite setup for both apps: workspace aliases, React, the runtime config script, fixed loopback
 * ports, output under dist/ with a manifest (tools/bench/bundle-budget.ts) and precompressed assets.
 */
export function appViteConfig({ app, root, port, portEnv }: AppViteOptions): UserConfig {
  const host = process.env.APP_HOST ?? '127.0.0.1';
  const resolvedPort = Number(process.env[portEnv] ?? port);
  return defineConfig({
    root,
    cacheDir: `../../node_modules/.vite/${app}`,
    base: '/',
    resolve: { alias: workspaceAliases() },
    plugins: [react(), runtimeConfigPlugin(`${root}/../..`), precompressPlugin()],
    envDir: '../..',
    html: { cspNonce: CSP_NONCE_PLACEHOLDER },
    server: { host, port: resolvedPort, strictPort: true },
    preview: { host, port: resolvedPort, strictPort: true },
    build: {
      outDir: `../../dist/apps/${app}`,
      emptyOutDir: true,
      sourcemap: true,
      manifest: true,
      chunkSizeWarningLimit: 800,
      rolldownOptions: {
        // The workspace libs are imported through barrels (`@smes/ui`, `@smes/api`, …). Their modules
        // only declare things, but top-level calls such as MUI's styled() look like side effects, so
        // without this every component re-exported by a barrel the shell touches ended up in the
        // first-load JavaScript. The apps' entry files keep their side effects.
        treeshake: { moduleSideEffects: (id: string) => !WORKSPACE_SOURCE.test(id) || /\/main\.tsx$/.test(id) },
      },
    },
  });
}
