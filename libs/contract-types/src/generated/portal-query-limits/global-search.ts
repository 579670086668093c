// Generated from openapi/portal.yaml by tools/scripts/generate-api-types.mjs. Do not edit.

export const globalSearch = {
  "area": {
    "enum": [
      "policy",
      "notice",
      "project",
      "interpretation",
      "announcement",
      "institution",
      "product",
      "fund",
      "course",
      "activity",
      "talent",
      "govService",
      "news"
    ]
  },
  "keyword": {
    "minLength": 1,
    "maxLength": 50
  },
  "pageNum": {
    "minimum": 1,
    "maximum": 100000,
    "default": 1
  },
  "pageSize": {
    "minimum": 1,
    "maximum": 50,
    "default": 10
  }
} as const;
