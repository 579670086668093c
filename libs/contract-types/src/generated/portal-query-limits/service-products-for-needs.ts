// Generated from openapi/portal.yaml by tools/scripts/generate-api-types.mjs. Do not edit.

export const serviceProductsForNeeds = {
  "limit": {
    "minimum": 1,
    "maximum": 10,
    "default": 3
  },
  "needs": {
    "minLength": 1,
    "maxLength": 200
  },
  "regionCode": {
    "pattern": "^\\d{6}$"
  }
} as const;
