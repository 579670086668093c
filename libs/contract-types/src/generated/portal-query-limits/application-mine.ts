// Generated from openapi/portal.yaml by tools/scripts/generate-api-types.mjs. Do not edit.

export const applicationMine = {
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
  "projectId": {
    "minimum": 1,
    "maximum": 2147483647
  },
  "status": {
    "enum": [
      "draft",
      "submitted",
      "accepted",
      "not_accepted",
      "reviewing",
      "approved",
      "review_failed",
      "publicizing",
      "disbursed",
      "returned"
    ]
  }
} as const;
