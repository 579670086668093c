// Generated from openapi/portal.yaml by tools/scripts/generate-api-types.mjs. Do not edit.

export const interpretationList = {
  "keyword": {
    "maxLength": 50
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
  },
  "policyId": {
    "minimum": 1
  },
  "type": {
    "enum": [
      "text",
      "graphic"
    ]
  }
} as const;
