import type { IncomingMessage, ServerResponse } from 'node:http';
import { loadEnv, type Plugin } from 'vite';
import { readConfig } from '../../libs/config/src/read-config.ts';
import { RUNTIME_CONFIG_PATH, runtimeConfigScript } from '../../libs/config/src/runtime-config.ts';

/**
 * Serves /runtime-config.js from the `VITE_*` variables (process environment, then .env files) in
 * `vite` and `vite preview`, as nginx does in production (tools/nginx), so `npm start` and the e2e
 * preview keep working with the same build. A malformed variable stops the server at start-up.
 */
export function runtimeConfigPlugin(envDir: string): Plugin {
  let script = '';
  const handle = (request: IncomingMessage, response: ServerResponse, next: () => void) => {
    if (request.url?.split('?')[0] !== RUNTIME_CONFIG_PATH) return next();
    response.setHeader('Content-Type', 'text/javascript; charset=utf-8');
    response.setHeader('Cache-Control', 'no-cache');
    response.end(script);
  };
  return {
    name: 'smes-runtime-config',
    configResolved(config) {
      const env = { ...loadEnv(config.mode, envDir, 'VITE_'), ...pickViteEnv(process.env) };
      script = runtimeConfigScript(readConfig(env));
    },
    configureServer(server) {
      server.middlewares.use(handle);
    },
    configurePreviewServer(server) {
      server.middlewares.use(handle);
    },
  };
}

function pickViteEnv(env: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(Object.entries(env).filter((entry): entry is [string, string] => entry[0].startsWith('VITE_') && entry[1] !== undefined));
}
