// Generated from openapi/portal.yaml by tools/scripts/generate-api-types.mjs. Do not edit.

// Members of PORTAL_QUERY_LIMITS (portal-limits.ts).

export const activityList = {
  "applicableTo": {
    "pattern": "^\\d{6}$"
  },
  "keyword": {
    "maxLength": 50
  },
  "mode": {
    "enum": [
      "offline",
      "online"
    ]
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
  "regionName": {
    "maxLength": 20
  },
  "status": {
    "enum": [
      "open",
      "full",
      "closed"
    ]
  },
  "type": {
    "enum": [
      "policy",
      "training",
      "matchmaking",
      "roadshow",
      "salon"
    ]
  }
} as const;

export const activityMyRegistrations = {
  "pageNum": {
    "minimum": 1,
    "maximum": 100000,
    "default": 1
  },
  "pageSize": {
    "minimum": 1,
    "maximum": 100,
    "default": 10
  }
} as const;

export const adminApplicationList = {
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
  "status": {
    "enum": [
      "draft",
      "submitted",
      "accepted",
      "not_accepted",
      "reviewing",
      "approved",
      "review_failed",
      "publicizing",
      "disbursed",
      "returned"
    ]
  }
} as const;

export const adminCertificationList = {
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
      "pending",
      "approved",
      "rejected"
    ],
    "default": "pending"
  }
} as const;

export const adminChainContactList = {
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
  "state": {
    "enum": [
      "submitted",
      "contacted",
      "matched",
      "declined"
    ]
  }
} as const;

export const adminDemandList = {
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
  "reviewState": {
    "enum": [
      "draft",
      "pending",
      "approved",
      "rejected"
    ]
  }
} as const;

export const adminListingReviewList = {
  "kind": {
    "enum": [
      "product",
      "case"
    ]
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
  "state": {
    "enum": [
      "pending",
      "approved",
      "rejected"
    ]
  }
} as const;

export const adminPolicyDeskList = {
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
      "draft",
      "pending",
      "published",
      "repealed",
      "abandoned"
    ]
  }
} as const;

export const adminPolicyDeskTrialEnterprises = {
  "keyword": {
    "minLength": 1,
    "maxLength": 50
  },
  "regionCode": {
    "pattern": "^\\d{6}$"
  }
} as const;

export const announcementList = {
  "category": {
    "enum": [
      "declaration",
      "review",
      "fund"
    ]
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
  }
} as const;

export const applicationMine = {
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
  "projectId": {
    "minimum": 1,
    "maximum": 2147483647
  },
  "status": {
    "enum": [
      "draft",
      "submitted",
      "accepted",
      "not_accepted",
      "reviewing",
      "approved",
      "review_failed",
      "publicizing",
      "disbursed",
      "returned"
    ]
  }
} as const;

export const assistantSuggestions = {
  "docId": {
    "pattern": "^[0-9A-Za-z_-]+$",
    "maxLength": 40
  },
  "docType": {
    "enum": [
      "policy",
      "project",
      "notice",
      "interpretation"
    ]
  }
} as const;

export const calendarWindows = {
  "category": {
    "maxLength": 30
  },
  "dept": {
    "maxLength": 50
  },
  "from": {
    "format": "date"
  },
  "level": {
    "enum": [
      "national",
      "provincial",
      "municipal",
      "district"
    ]
  },
  "to": {
    "format": "date"
  }
} as const;

export const compareOverview = {
  "regions": {
    "pattern": "^\\d{6}(,\\d{6}){1,3}$"
  }
} as const;

export const compareSingle = {
  "category": {
    "maxLength": 30
  },
  "regions": {
    "pattern": "^\\d{6}(,\\d{6}){1,3}$"
  }
} as const;

export const courseList = {
  "category": {
    "enum": [
      "policy",
      "tax",
      "ip",
      "digital",
      "finance",
      "hr",
      "legal",
      "marketing"
    ]
  },
  "keyword": {
    "maxLength": 50
  },
  "orderBy": {
    "enum": [
      "newest",
      "popular"
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
  }
} as const;

export const courseMine = {
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
      "learning",
      "completed"
    ]
  }
} as const;

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

export const fundApplicationMine = {
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
      "submitted",
      "accepted",
      "reviewing",
      "disbursed",
      "rejected",
      "withdrawn"
    ]
  }
} as const;

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

export const globalSearchSuggest = {
  "keyword": {
    "minLength": 1,
    "maxLength": 50
  }
} as const;

export const govServiceList = {
  "department": {
    "enum": [
      "market",
      "tax",
      "hrss",
      "medical",
      "housingFund",
      "police",
      "science",
      "ecology",
      "transport",
      "construction",
      "emergency"
    ]
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
  "topic": {
    "enum": [
      "start",
      "change",
      "tax",
      "social",
      "ip",
      "license",
      "tech"
    ]
  }
} as const;

export const homeLatest = {
  "applicableTo": {
    "pattern": "^\\d{6}$"
  },
  "size": {
    "minimum": 1,
    "maximum": 8,
    "default": 4
  }
} as const;

export const interpretationList = {
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
  "policyId": {
    "minimum": 1
  },
  "type": {
    "enum": [
      "text",
      "graphic"
    ]
  }
} as const;

export const marketChainContactMine = {
  "chainId": {
    "minimum": 1
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
  }
} as const;

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

export const marketMyDemandList = {
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
  "reviewState": {
    "enum": [
      "draft",
      "pending",
      "approved",
      "rejected"
    ]
  },
  "status": {
    "enum": [
      "open",
      "matching",
      "dealt",
      "closed"
    ]
  }
} as const;

export const marketMyResponseList = {
  "pageNum": {
    "minimum": 1,
    "maximum": 100000,
    "default": 1
  },
  "pageSize": {
    "minimum": 1,
    "maximum": 100,
    "default": 10
  }
} as const;

export const matchablePolicies = {
  "applicableTo": {
    "pattern": "^\\d{6}$"
  }
} as const;

export const matchablePolicyCount = {
  "applicableTo": {
    "pattern": "^\\d{6}$"
  }
} as const;

export const messageList = {
  "pageNum": {
    "minimum": 1,
    "maximum": 100000,
    "default": 1
  },
  "pageSize": {
    "minimum": 1,
    "maximum": 100,
    "default": 10
  }
} as const;

export const newsList = {
  "applicableTo": {
    "pattern": "^\\d{6}$"
  },
  "category": {
    "enum": [
      "notice",
      "announcement",
      "dynamic",
      "interpretation"
    ]
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
  }
} as const;

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

export const orgCaseList = {
  "pageNum": {
    "minimum": 1,
    "maximum": 100000,
    "default": 1
  },
  "pageSize": {
    "minimum": 1,
    "maximum": 100,
    "default": 10
  }
} as const;

export const orgOrderList = {
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
  "status": {
    "enum": [
      "pending",
      "accepted",
      "in_service",
      "delivered",
      "completed",
      "cancelled",
      "declined",
      "quoted"
    ]
  }
} as const;

export const orgProductList = {
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
      "on_shelf",
      "off_shelf"
    ]
  }
} as const;

export const policyFavorites = {
  "pageNum": {
    "minimum": 1,
    "maximum": 100000,
    "default": 1
  },
  "pageSize": {
    "minimum": 1,
    "maximum": 100,
    "default": 10
  }
} as const;

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

export const policySearchSuggestions = {
  "keyword": {
    "minLength": 1,
    "maxLength": 50
  }
} as const;

export const reportList = {
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
  "type": {
    "enum": [
      "match",
      "project_evaluation",
      "high_tech",
      "specialized"
    ]
  }
} as const;

export const serviceCaseList = {
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
  }
} as const;

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

export const serviceInstitutionReviews = {
  "pageNum": {
    "minimum": 1,
    "maximum": 100000,
    "default": 1
  },
  "pageSize": {
    "minimum": 1,
    "maximum": 100,
    "default": 10
  }
} as const;

export const serviceOrderMine = {
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
      "pending",
      "accepted",
      "in_service",
      "delivered",
      "completed",
      "cancelled",
      "declined",
      "quoted"
    ]
  }
} as const;

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

export const serviceProductReviews = {
  "pageNum": {
    "minimum": 1,
    "maximum": 100000,
    "default": 1
  },
  "pageSize": {
    "minimum": 1,
    "maximum": 100,
    "default": 10
  }
} as const;

export const serviceProductsForNeeds = {
  "limit": {
    "minimum": 1,
    "maximum": 10,
    "default": 3
  },
  "needs": {
    "minLength": 1,
    "maxLength": 200
  },
  "regionCode": {
    "pattern": "^\\d{6}$"
  }
} as const;

export const serviceReviewMine = {
  "pageNum": {
    "minimum": 1,
    "maximum": 100000,
    "default": 1
  },
  "pageSize": {
    "minimum": 1,
    "maximum": 100,
    "default": 10
  }
} as const;

export const talentContractMine = {
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
      "sent",
      "viewed",
      "accepted",
      "declined",
      "withdrawn"
    ]
  },
  "talentId": {
    "minimum": 1,
    "maximum": 2147483647
  }
} as const;

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
