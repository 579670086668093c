import { fileURLToPath } from 'node:url';
import { appViteConfig } from '../../tools/vite/app-config.ts';

export default appViteConfig({
  app: 'org-console',
  root: fileURLToPath(new URL('.', import.meta.url)),
  port: 4300,
  portEnv: 'CONSOLE_PORT',
});
