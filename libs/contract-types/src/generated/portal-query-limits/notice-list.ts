// Generated from openapi/portal.yaml by tools/scripts/generate-api-types.mjs. Do not edit.

export const noticeList = {
  "applicableTo": {
    "pattern": "^\\d{6}$"
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
      "publish_date",
      "end_time",
      "support_amount"
    ],
    "default": "publish_date"
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
      "not_started",
      "open",
      "closed"
    ]
  }
} as const;
