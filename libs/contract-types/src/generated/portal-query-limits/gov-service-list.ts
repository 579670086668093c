// Generated from openapi/portal.yaml by tools/scripts/generate-api-types.mjs. Do not edit.

export const govServiceList = {
  "department": {
    "enum": [
      "market",
      "tax",
      "hrss",
      "medical",
      "housingFund",
      "police",
      "science",
      "ecology",
      "transport",
      "construction",
      "emergency"
    ]
  },
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
  "regionCode": {
    "pattern": "^\\d{6}$"
  },
  "topic": {
    "enum": [
      "start",
      "change",
      "tax",
      "social",
      "ip",
      "license",
      "tech"
    ]
  }
} as const;
