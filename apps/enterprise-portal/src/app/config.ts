import { loadRuntimeConfig } from '@smes/config';

// Read at start-up from /runtime-config.js (served per environment), not baked in at build time.
export const appConfig = loadRuntimeConfig();
export const APP_NAME = '中小企业服务门户';
