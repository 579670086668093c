// Generated from openapi/portal.yaml by tools/scripts/generate-api-types.mjs. Do not edit.

export const fundList = {
  "amount": {
    "minimum": 1,
    "maximum": 100000
  },
  "applicableTo": {
    "pattern": "^\\d{6}$"
  },
  "guarantee": {
    "enum": [
      "credit",
      "mortgage",
      "guarantee",
      "ipPledge"
    ]
  },
  "keyword": {
    "maxLength": 50
  },
  "orderBy": {
    "enum": [
      "newest",
      "rate",
      "amount"
    ],
    "default": "newest"
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
  "provider": {
    "maxLength": 50
  },
  "rate": {
    "minimum": 0,
    "maximum": 36
  },
  "tag": {
    "maxLength": 20
  },
  "term": {
    "minimum": 1,
    "maximum": 360
  }
} as const;
