// Generated from openapi/portal.yaml by tools/scripts/generate-api-types.mjs. Do not edit.

export const serviceProductList = {
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
  "institutionId": {
    "minimum": 1,
    "maximum": 2147483647
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
  "need": {
    "minLength": 1,
    "maxLength": 20
  },
  "orderBy": {
    "enum": [
      "rating",
      "orders",
      "price",
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
  "priceMode": {
    "enum": [
      "fixed",
      "from",
      "negotiable"
    ]
  },
  "regionCode": {
    "pattern": "^\\d{6}$"
  }
} as const;
