import type { PortalComponents as components } from '@smes/contract-types';

type Schemas = components['schemas'];

/** The areas whose freshest items the home page shows, in the header's order. */
export type HomeLatestArea = Schemas['HomeLatestArea'];
export type HomeLatestItem = Schemas['HomeLatestItem'];
export type HomeLatestGroup = Schemas['HomeLatestGroup'];
