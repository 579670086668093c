import { fileURLToPath } from 'node:url';
import { appViteConfig } from '../../tools/vite/app-config.ts';
import { AREA_ADDRESSES } from './src/app/area-addresses.ts';
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
  // The screen areas' route tables (ADR 119): the start script fetches the address's beside the entry (ADR 123).
  shellAreas: AREA_ADDRESSES,
  // Fetched by every visit, imported by a few screens too: one chunk instead of one each (ADR 127). The unread count's
  // query and keys left it with the signed-in header corner, which a visitor's page does not fetch; the visitor's 登录
  // and 注册, which the signed-in corner's menu imports too, joined it (ADR 129).
  layoutParts: /\/(libs\/shell\/src\/nav-items-context\.ts|libs\/ui\/src\/layout\/visitor-entries\.tsx|apps\/enterprise-portal\/src\/shared\/legal\/site-owner\.ts|libs\/ui\/src\/errors\/status-page\.tsx|node_modules\/@mui\/icons-material\/(ExpandMore|HomeOutlined)\.mjs)$/,
});
