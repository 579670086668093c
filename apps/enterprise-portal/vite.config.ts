import { fileURLToPath } from 'node:url';
import { appViteConfig } from '../../tools/vite/app-config.ts';

export default appViteConfig({
  app: 'enterprise-portal',
  root: fileURLToPath(new URL('.', import.meta.url)),
  port: 4200,
  portEnv: 'PORTAL_PORT',
});
