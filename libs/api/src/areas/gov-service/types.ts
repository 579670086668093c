import type { PortalComponents as components, PortalOperations as operations } from '@smes/contract-types';

type Schemas = components['schemas'];

/** start 开办企业 / change 变更注销 / tax 税务办理 / social 社保就业 / ip 知识产权 / license 资质许可 / tech 科技创新. */
export type GovServiceTopic = Schemas['GovServiceTopic'];
export type GovServiceDepartment = Schemas['GovServiceDepartment'];
export type GovServiceSummary = Schemas['GovServiceSummary'];
export type GovServiceDetail = Schemas['GovServiceDetail'];
export type GovServiceMaterial = Schemas['GovServiceMaterial'];
export type GovServicePage = Schemas['GovServicePage'];
export type GovServiceFavoriteState = Schemas['GovServiceFavoriteState'];
export type GovServiceQuery = NonNullable<operations['govServiceList']['parameters']['query']>;
