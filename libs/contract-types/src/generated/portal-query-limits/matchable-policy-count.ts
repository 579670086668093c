// Generated from openapi/portal.yaml by tools/scripts/generate-api-types.mjs. Do not edit.

export const matchablePolicyCount = {
  "applicableTo": {
    "pattern": "^\\d{6}$"
  }
} as const;
