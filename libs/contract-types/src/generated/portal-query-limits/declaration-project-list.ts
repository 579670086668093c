// Generated from openapi/portal.yaml by tools/scripts/generate-api-types.mjs. Do not edit.

export const declarationProjectList = {
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
  "orderByColumn": {
    "enum": [
      "create_time",
      "end_time",
      "support_amount",
      "view_count"
    ],
    "default": "create_time"
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
  "status": {
    "enum": [
      "not_started",
      "open",
      "closed"
    ]
  }
} as const;
