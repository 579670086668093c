/**
 * The contracts in openapi/ as TypeScript: the types openapi-typescript generates and the limits and enums
 * the contracts state. Everything under ./generated is build output of tools/scripts/generate-api-types.mjs.
 * Types only plus plain constants, so the browser clients, the stand-in and the engine's checks can all
 * depend on it.
 */
export type { components as PortalComponents, operations as PortalOperations, paths as PortalPaths } from './generated/portal';
export type { components as SsoComponents, operations as SsoOperations, paths as SsoPaths } from './generated/sso';
export { PORTAL_QUERY_LIMITS, PORTAL_SCHEMA_LIMITS } from './generated/portal-limits';
export { SSO_QUERY_LIMITS, SSO_SCHEMA_LIMITS } from './generated/sso-limits';

import type { components as PortalComponents, operations as PortalOperations } from './generated/portal';
import type { components as SsoComponents } from './generated/sso';

export type PortalSchemas = PortalComponents['schemas'];
export type SsoSchemas = SsoComponents['schemas'];

/** The query of a portal operation, by operationId. */
export type PortalQuery<TOperation extends keyof PortalOperations> = NonNullable<PortalOperations[TOperation]['parameters']['query']>;

/** The JSON body of a portal operation's request, by operationId. */
export type PortalRequestBody<TOperation extends keyof PortalOperations> = PortalOperations[TOperation] extends {
  requestBody: { content: { 'application/json': infer TBody } };
}
  ? TBody
  : PortalOperations[TOperation] extends { requestBody?: { content: { 'application/json': infer TBody } } }
    ? TBody
    : never;

/** The `data` of a portal envelope schema. */
export type PortalEnvelopeData<TEnvelope extends keyof PortalSchemas> = PortalSchemas[TEnvelope] extends { data: infer TData } ? TData : never;
