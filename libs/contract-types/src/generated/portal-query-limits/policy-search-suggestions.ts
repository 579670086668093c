// Generated from openapi/portal.yaml by tools/scripts/generate-api-types.mjs. Do not edit.

export const policySearchSuggestions = {
  "keyword": {
    "minLength": 1,
    "maxLength": 50
  }
} as const;
