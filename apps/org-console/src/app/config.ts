import { loadRuntimeConfig } from '@smes/config';

// Read at start-up from /runtime-config.js (served per environment), not baked in at build time.
export const appConfig = loadRuntimeConfig();
export const APP_NAME = '服务机构工作台';
