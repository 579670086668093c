import { fileURLToPath } from 'node:url';
import { appViteConfig } from '../../tools/vite/app-config.ts';

export default appViteConfig({
  app: 'enterprise-portal',
  root: fileURLToPath(new URL('.', import.meta.url)),
  port: 4200,
  portEnv: 'PORTAL_PORT',
  // The footer is loaded with the layout (libs/shell app-routes.tsx): both on every route.
  shellModules: [/\/libs\/shell\/src\/app-layout\.tsx$/, /\/src\/app\/portal-footer\.tsx$/],
});
