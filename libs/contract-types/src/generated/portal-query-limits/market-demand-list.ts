// Generated from openapi/portal.yaml by tools/scripts/generate-api-types.mjs. Do not edit.

export const marketDemandList = {
  "budget": {
    "enum": [
      "negotiable",
      "lt10",
      "10to50",
      "50to200",
      "gte200"
    ]
  },
  "industry": {
    "pattern": "^[A-T]$"
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
  "status": {
    "enum": [
      "open",
      "matching",
      "dealt",
      "closed"
    ]
  },
  "type": {
    "enum": [
      "purchase",
      "cooperation",
      "outsourcing",
      "technology"
    ]
  }
} as const;
