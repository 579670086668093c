// Generated from openapi/portal.yaml by tools/scripts/generate-api-types.mjs. Do not edit.

export const marketEnterpriseList = {
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
  "tier": {
    "enum": [
      "littleGiant",
      "specialized",
      "innovative",
      "highTech",
      "techSme"
    ]
  }
} as const;
