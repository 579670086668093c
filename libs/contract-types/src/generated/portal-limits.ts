// Generated from openapi/portal.yaml by tools/scripts/generate-api-types.mjs. Do not edit.

/** Limits of each operation's query parameters (by operationId, then parameter name), as openapi/portal.yaml states them. */
export * as PORTAL_QUERY_LIMITS from './portal-query-limits';

/** Enums of the enum schemas, and limits of the other schemas' properties, as openapi/portal.yaml states them. */
export * as PORTAL_SCHEMA_LIMITS from './portal-schema-limits';
