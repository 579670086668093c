// Generated from openapi/sso.yaml by tools/scripts/generate-api-types.mjs. Do not edit.

/** Limits of each operation's query parameters (by operationId, then parameter name), as openapi/sso.yaml states them. */
export * as SSO_QUERY_LIMITS from './sso-query-limits';

/** Enums of the enum schemas, and limits of the other schemas' properties, as openapi/sso.yaml states them. */
export * as SSO_SCHEMA_LIMITS from './sso-schema-limits';
