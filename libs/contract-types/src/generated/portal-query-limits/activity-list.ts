// Generated from openapi/portal.yaml by tools/scripts/generate-api-types.mjs. Do not edit.

export const activityList = {
  "applicableTo": {
    "pattern": "^\\d{6}$"
  },
  "keyword": {
    "maxLength": 50
  },
  "mode": {
    "enum": [
      "offline",
      "online"
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
  "regionName": {
    "maxLength": 20
  },
  "status": {
    "enum": [
      "open",
      "full",
      "closed"
    ]
  },
  "type": {
    "enum": [
      "policy",
      "training",
      "matchmaking",
      "roadshow",
      "salon"
    ]
  }
} as const;
