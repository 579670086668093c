// Generated from openapi/portal.yaml by tools/scripts/generate-api-types.mjs. Do not edit.

export const reportMatches = {
  "category": {
    "minLength": 1,
    "maxLength": 100
  },
  "pageNum": {
    "minimum": 1,
    "maximum": 100000,
    "default": 1
  },
  "pageSize": {
    "minimum": 1,
    "maximum": 100,
    "default": 10
  }
} as const;
