// Generated from openapi/portal.yaml by tools/scripts/generate-api-types.mjs. Do not edit.

export const compareOverview = {
  "regions": {
    "pattern": "^\\d{6}(,\\d{6}){1,3}$"
  }
} as const;
