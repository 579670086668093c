import { fileURLToPath } from 'node:url';
import { appViteConfig } from '../../tools/vite/app-config.ts';
import { STATIC_DETAIL_HEADERS, STATIC_PAGE_HEADERS } from './src/shared/static-page-headers.ts';

export default appViteConfig({
  app: 'enterprise-portal',
  root: fileURLToPath(new URL('.', import.meta.url)),
  port: 4200,
  portEnv: 'PORTAL_PORT',
  // The list screens' fixed page headers, drawn by index.html's static shell before any JavaScript.
  shellPages: STATIC_PAGE_HEADERS,
  // Detail headers whose title the shell writes in from the record before the app runs.
  shellDetails: STATIC_DETAIL_HEADERS,
});
