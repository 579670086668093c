// Generated from openapi/portal.yaml by tools/scripts/generate-api-types.mjs. Do not edit.

export const serviceInstitutionList = {
  "category": {
    "enum": [
      "知识产权",
      "财税服务",
      "法律服务",
      "认证服务",
      "检验检测",
      "人力资源",
      "科技咨询",
      "融资服务",
      "管理咨询"
    ]
  },
  "keyword": {
    "maxLength": 50
  },
  "minRating": {
    "minimum": 1,
    "maximum": 5
  },
  "orderBy": {
    "enum": [
      "rating",
      "orders",
      "newest"
    ],
    "default": "rating"
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
  }
} as const;
