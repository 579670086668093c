// Generated from openapi/portal.yaml by tools/scripts/generate-api-types.mjs. Do not edit.

export const adminDemandList = {
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
  "reviewState": {
    "enum": [
      "draft",
      "pending",
      "approved",
      "rejected"
    ]
  }
} as const;
