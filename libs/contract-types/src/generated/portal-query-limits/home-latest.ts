// Generated from openapi/portal.yaml by tools/scripts/generate-api-types.mjs. Do not edit.

export const homeLatest = {
  "applicableTo": {
    "pattern": "^\\d{6}$"
  },
  "size": {
    "minimum": 1,
    "maximum": 8,
    "default": 4
  }
} as const;
