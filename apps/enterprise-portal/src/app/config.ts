import { readConfig } from '@smes/config';

export const appConfig = readConfig(import.meta.env);
export const APP_NAME = '中小企业服务门户';
