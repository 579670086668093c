import { readConfig } from '@smes/config';

export const appConfig = readConfig(import.meta.env);
export const APP_NAME = '服务机构工作台';
