// Generated from openapi/portal.yaml by tools/scripts/generate-api-types.mjs. Do not edit.

export const policyList = {
  "applicableTo": {
    "pattern": "^\\d{6}$"
  },
  "category": {
    "maxLength": 30
  },
  "dept": {
    "maxLength": 50
  },
  "industry": {
    "pattern": "^[A-T]$"
  },
  "isAsc": {
    "enum": [
      "asc",
      "desc"
    ],
    "default": "desc"
  },
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
  "orderBy": {
    "enum": [
      "relevance",
      "publish_date",
      "views"
    ],
    "default": "relevance"
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
  "publishFrom": {
    "format": "date"
  },
  "publishTo": {
    "format": "date"
  },
  "regionCode": {
    "pattern": "^\\d{6}$"
  },
  "validity": {
    "enum": [
      "valid",
      "repealed"
    ]
  }
} as const;
