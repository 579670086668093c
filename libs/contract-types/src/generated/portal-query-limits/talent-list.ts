// Generated from openapi/portal.yaml by tools/scripts/generate-api-types.mjs. Do not edit.

export const talentList = {
  "education": {
    "enum": [
      "college",
      "bachelor",
      "master",
      "doctor"
    ]
  },
  "experienceMin": {
    "minimum": 0,
    "maximum": 50
  },
  "keyword": {
    "maxLength": 50
  },
  "orderBy": {
    "enum": [
      "newest",
      "experience",
      "pay"
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
  "payMax": {
    "minimum": 1,
    "maximum": 10000000
  },
  "payUnit": {
    "enum": [
      "month",
      "day",
      "project"
    ]
  },
  "regionCode": {
    "pattern": "^\\d{6}$"
  },
  "skill": {
    "maxLength": 20
  },
  "title": {
    "maxLength": 20
  }
} as const;
