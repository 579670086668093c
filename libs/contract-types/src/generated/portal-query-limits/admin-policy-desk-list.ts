// Generated from openapi/portal.yaml by tools/scripts/generate-api-types.mjs. Do not edit.

export const adminPolicyDeskList = {
  "keyword": {
    "maxLength": 50
  },
  "level": {
    "enum": [
      "national",
      "provincial",
      "municipal",
      "district"
    ]
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
  "regionCode": {
    "pattern": "^\\d{6}$"
  },
  "status": {
    "enum": [
      "draft",
      "pending",
      "published",
      "repealed",
      "abandoned"
    ]
  }
} as const;
