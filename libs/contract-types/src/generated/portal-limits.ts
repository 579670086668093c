// Generated from openapi/portal.yaml by tools/scripts/generate-api-types.mjs. Do not edit.

/** Limits of each operation's query parameters (by operationId, then parameter name), as openapi/portal.yaml states them. */
export const PORTAL_QUERY_LIMITS = {
  "activityList": {
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
  },
  "activityMyRegistrations": {
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
  },
  "adminApplicationList": {
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
  },
  "adminCertificationList": {
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
  },
  "adminDemandList": {
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
  },
  "adminListingReviewList": {
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
  },
  "announcementList": {
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
  },
  "applicationMine": {
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
  },
  "assistantSuggestions": {
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
  },
  "calendarWindows": {
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
  },
  "compareOverview": {
    "regions": {
      "pattern": "^\\d{6}(,\\d{6}){1,3}$"
    }
  },
  "compareSingle": {
    "category": {
      "maxLength": 30
    },
    "regions": {
      "pattern": "^\\d{6}(,\\d{6}){1,3}$"
    }
  },
  "courseList": {
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
  },
  "courseMine": {
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
  },
  "declarationProjectList": {
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
  },
  "fundApplicationMine": {
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
        "rejected"
      ]
    }
  },
  "fundList": {
    "amount": {
      "minimum": 1,
      "maximum": 100000
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
  },
  "globalSearch": {
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
  },
  "globalSearchSuggest": {
    "keyword": {
      "minLength": 1,
      "maxLength": 50
    }
  },
  "govServiceList": {
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
  },
  "homeLatest": {
    "size": {
      "minimum": 1,
      "maximum": 8,
      "default": 4
    }
  },
  "interpretationList": {
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
  },
  "marketDemandList": {
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
  },
  "marketEnterpriseList": {
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
  },
  "marketMyDemandList": {
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
  },
  "messageList": {
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
  },
  "newsList": {
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
  },
  "noticeList": {
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
  },
  "orgCaseList": {
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
  },
  "orgOrderList": {
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
  },
  "orgProductList": {
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
  },
  "policyFavorites": {
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
  },
  "policyList": {
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
  },
  "policySearchSuggestions": {
    "keyword": {
      "minLength": 1,
      "maxLength": 50
    }
  },
  "reportList": {
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
  },
  "serviceCaseList": {
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
  },
  "serviceInstitutionList": {
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
  },
  "serviceInstitutionReviews": {
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
  },
  "serviceOrderMine": {
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
  },
  "serviceProductList": {
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
  },
  "serviceProductReviews": {
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
  },
  "serviceProductsForNeeds": {
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
  },
  "serviceReviewMine": {
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
  },
  "talentContractMine": {
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
  },
  "talentList": {
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
  }
} as const;

/** Enums of the enum schemas, and limits of the other schemas' properties, as openapi/portal.yaml states them. */
export const PORTAL_SCHEMA_LIMITS = {
  "ActivityDetail": {
    "endTime": {
      "format": "date-time"
    },
    "mode": {
      "enum": [
        "offline",
        "online"
      ]
    },
    "registrationDeadline": {
      "format": "date-time"
    },
    "startTime": {
      "format": "date-time"
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
  },
  "ActivityMode": {
    "enum": [
      "offline",
      "online"
    ]
  },
  "ActivityMyRegistration": {
    "createdAt": {
      "format": "date-time"
    }
  },
  "ActivityRegistration": {
    "cancelledAt": {
      "format": "date-time"
    },
    "createdAt": {
      "format": "date-time"
    },
    "status": {
      "enum": [
        "registered",
        "cancelled"
      ]
    }
  },
  "ActivityRegistrationCreate": {
    "attendees": {
      "minimum": 1,
      "maximum": 3
    },
    "contactName": {
      "minLength": 1,
      "maxLength": 30
    },
    "contactPhone": {
      "pattern": "^1\\d{10}$"
    },
    "enterpriseName": {
      "minLength": 2,
      "maxLength": 60
    }
  },
  "ActivityRegistrationStatus": {
    "enum": [
      "registered",
      "cancelled"
    ]
  },
  "ActivityStatus": {
    "enum": [
      "open",
      "full",
      "closed"
    ]
  },
  "ActivitySummary": {
    "endTime": {
      "format": "date-time"
    },
    "mode": {
      "enum": [
        "offline",
        "online"
      ]
    },
    "registrationDeadline": {
      "format": "date-time"
    },
    "startTime": {
      "format": "date-time"
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
  },
  "ActivityType": {
    "enum": [
      "policy",
      "training",
      "matchmaking",
      "roadshow",
      "salon"
    ]
  },
  "AdminApplication": {
    "actions": {
      "items": {
        "enum": [
          "accept",
          "decline",
          "return",
          "startReview",
          "pass",
          "fail",
          "publicize",
          "disburse"
        ]
      }
    }
  },
  "AdminApplicationSummary": {
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
    },
    "submittedAt": {
      "format": "date-time"
    },
    "updatedAt": {
      "format": "date-time"
    }
  },
  "AnnouncementDetail": {
    "category": {
      "enum": [
        "declaration",
        "review",
        "fund"
      ]
    },
    "objectionDeadline": {
      "format": "date"
    },
    "publishDate": {
      "format": "date"
    }
  },
  "AnnouncementSummary": {
    "category": {
      "enum": [
        "declaration",
        "review",
        "fund"
      ]
    },
    "publishDate": {
      "format": "date"
    }
  },
  "Application": {
    "createdAt": {
      "format": "date-time"
    },
    "progress": {
      "minimum": 0,
      "maximum": 100
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
    },
    "submittedAt": {
      "format": "date-time"
    },
    "updatedAt": {
      "format": "date-time"
    }
  },
  "ApplicationAction": {
    "enum": [
      "accept",
      "decline",
      "return",
      "startReview",
      "pass",
      "fail",
      "publicize",
      "disburse"
    ]
  },
  "ApplicationCreate": {
    "projectId": {
      "minimum": 1
    }
  },
  "ApplicationDisbursement": {
    "amountWan": {
      "maximum": 100000
    },
    "date": {
      "format": "date"
    }
  },
  "ApplicationEvent": {
    "at": {
      "format": "date-time"
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
  },
  "ApplicationMaterial": {
    "state": {
      "enum": [
        "preparing",
        "ready",
        "submitted",
        "not_applicable"
      ]
    }
  },
  "ApplicationPublicity": {
    "end": {
      "format": "date"
    },
    "start": {
      "format": "date"
    }
  },
  "ApplicationStatus": {
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
  },
  "ApplicationStatusCount": {
    "count": {
      "minimum": 0
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
  },
  "ApplicationTransition": {
    "action": {
      "enum": [
        "accept",
        "decline",
        "return",
        "startReview",
        "pass",
        "fail",
        "publicize",
        "disburse"
      ]
    },
    "from": {
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
    },
    "note": {
      "maxLength": 200
    },
    "reason": {
      "maxLength": 200
    }
  },
  "AssistantAsk": {
    "conversationId": {
      "maxLength": 40
    },
    "question": {
      "minLength": 1,
      "maxLength": 500
    }
  },
  "AssistantCitation": {
    "docType": {
      "enum": [
        "policy",
        "project",
        "notice",
        "interpretation"
      ]
    },
    "n": {
      "minimum": 1
    },
    "paragraph": {
      "minimum": 0
    }
  },
  "AssistantContext": {
    "docId": {
      "maxLength": 40
    },
    "path": {
      "maxLength": 300
    }
  },
  "AssistantConversationSummary": {
    "updatedAt": {
      "format": "date-time"
    }
  },
  "AssistantDocType": {
    "enum": [
      "policy",
      "project",
      "notice",
      "interpretation"
    ]
  },
  "AssistantEligibility": {
    "verdict": {
      "enum": [
        "eligible",
        "ineligible",
        "incomplete"
      ]
    }
  },
  "AssistantEligibilityCondition": {
    "result": {
      "enum": [
        "pass",
        "fail",
        "pending"
      ]
    }
  },
  "AssistantFeedback": {
    "rating": {
      "enum": [
        "up",
        "down"
      ]
    },
    "reason": {
      "maxLength": 200
    }
  },
  "AssistantMessage": {
    "createdAt": {
      "format": "date-time"
    },
    "role": {
      "enum": [
        "user",
        "assistant"
      ]
    }
  },
  "AssistantMessageFeedback": {
    "rating": {
      "enum": [
        "up",
        "down"
      ]
    }
  },
  "AssistantMethod": {
    "enum": [
      "extractive",
      "llm"
    ]
  },
  "AssistantOutcome": {
    "enum": [
      "answered",
      "nothing-found",
      "declined"
    ]
  },
  "AssistantStreamDone": {
    "method": {
      "enum": [
        "extractive",
        "llm"
      ]
    },
    "outcome": {
      "enum": [
        "answered",
        "nothing-found",
        "declined"
      ]
    }
  },
  "AssistantStreamMeta": {
    "method": {
      "enum": [
        "extractive",
        "llm"
      ]
    }
  },
  "Attachment": {
    "contentType": {
      "enum": [
        "application/pdf",
        "text/csv",
        "text/plain",
        "application/octet-stream"
      ]
    },
    "size": {
      "minimum": 0
    }
  },
  "AttachmentContentType": {
    "enum": [
      "application/pdf",
      "text/csv",
      "text/plain",
      "application/octet-stream"
    ]
  },
  "CalendarWindow": {
    "endTime": {
      "format": "date-time"
    },
    "level": {
      "enum": [
        "national",
        "provincial",
        "municipal",
        "district"
      ]
    },
    "startTime": {
      "format": "date-time"
    },
    "status": {
      "enum": [
        "not_started",
        "open",
        "closed"
      ]
    }
  },
  "CaseConsent": {
    "consentBy": {
      "maxLength": 30
    },
    "consentOn": {
      "format": "date"
    },
    "recordedAt": {
      "format": "date-time"
    }
  },
  "CertificationApplication": {
    "address": {
      "maxLength": 120
    },
    "contactEmail": {
      "maxLength": 80
    },
    "contactName": {
      "maxLength": 30
    },
    "contactPhone": {
      "maxLength": 20
    },
    "createdAt": {
      "format": "date-time"
    },
    "creditCode": {
      "maxLength": 18
    },
    "description": {
      "maxLength": 2000
    },
    "legalPerson": {
      "maxLength": 30
    },
    "name": {
      "maxLength": 60
    },
    "regionCode": {
      "pattern": "^\\d{6}$"
    },
    "reviewedAt": {
      "format": "date-time"
    },
    "serviceCategories": {
      "maxItems": 9,
      "items": {
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
      }
    },
    "status": {
      "enum": [
        "draft",
        "pending",
        "approved",
        "rejected"
      ]
    },
    "submittedAt": {
      "format": "date-time"
    },
    "updatedAt": {
      "format": "date-time"
    }
  },
  "CertificationDraft": {
    "address": {
      "maxLength": 120
    },
    "contactEmail": {
      "maxLength": 80
    },
    "contactName": {
      "maxLength": 30
    },
    "contactPhone": {
      "maxLength": 20
    },
    "creditCode": {
      "maxLength": 18
    },
    "description": {
      "maxLength": 2000
    },
    "legalPerson": {
      "maxLength": 30
    },
    "name": {
      "maxLength": 60
    },
    "regionCode": {
      "pattern": "^\\d{6}$"
    },
    "serviceCategories": {
      "maxItems": 9,
      "items": {
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
      }
    }
  },
  "CertificationEvent": {
    "at": {
      "format": "date-time"
    },
    "status": {
      "enum": [
        "draft",
        "pending",
        "approved",
        "rejected"
      ]
    }
  },
  "CertificationFile": {
    "contentType": {
      "enum": [
        "application/pdf",
        "image/jpeg",
        "image/png",
        "application/msword",
        "application/vnd.ms-excel",
        "application/vnd.ms-powerpoint",
        "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
        "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
        "application/vnd.openxmlformats-officedocument.presentationml.presentation"
      ]
    },
    "name": {
      "maxLength": 120
    },
    "size": {
      "minimum": 1,
      "maximum": 10485760
    },
    "slot": {
      "enum": [
        "license",
        "certificate"
      ]
    },
    "uploadedAt": {
      "format": "date-time"
    }
  },
  "CertificationFileUpload": {
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
    "file": {
      "format": "binary"
    },
    "slot": {
      "enum": [
        "license",
        "certificate"
      ]
    }
  },
  "CertificationReject": {
    "reason": {
      "minLength": 2,
      "maxLength": 200
    }
  },
  "CertificationStatus": {
    "enum": [
      "draft",
      "pending",
      "approved",
      "rejected"
    ]
  },
  "CertificationSummary": {
    "reviewedAt": {
      "format": "date-time"
    },
    "serviceCategories": {
      "items": {
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
      }
    },
    "status": {
      "enum": [
        "draft",
        "pending",
        "approved",
        "rejected"
      ]
    },
    "submittedAt": {
      "format": "date-time"
    }
  },
  "ChainDriveIndex": {
    "localSupplyRate": {
      "minimum": 0,
      "maximum": 100
    },
    "value": {
      "minimum": 0,
      "maximum": 100
    }
  },
  "ChainLeader": {
    "stage": {
      "enum": [
        "upstream",
        "midstream",
        "downstream"
      ]
    }
  },
  "ChainMatch": {
    "score": {
      "minimum": 0,
      "maximum": 100
    }
  },
  "ChainMatchList": {
    "ledgerUpdatedAt": {
      "format": "date-time"
    }
  },
  "ChainMatchReason": {
    "factor": {
      "enum": [
        "industry",
        "products",
        "tiers"
      ]
    },
    "status": {
      "enum": [
        "matched",
        "unmatched",
        "missing"
      ]
    }
  },
  "ChainOpportunity": {
    "deadline": {
      "format": "date"
    },
    "kind": {
      "enum": [
        "demand",
        "supply"
      ]
    }
  },
  "ChainSegment": {
    "industries": {
      "items": {
        "pattern": "^[A-T]$"
      }
    },
    "stage": {
      "enum": [
        "upstream",
        "midstream",
        "downstream"
      ]
    }
  },
  "ChainStage": {
    "enum": [
      "upstream",
      "midstream",
      "downstream"
    ]
  },
  "CompareRegion": {
    "level": {
      "enum": [
        "province",
        "city",
        "district"
      ]
    }
  },
  "ConditionResultJson": {
    "decidedBy": {
      "enum": [
        "ledger",
        "evidence",
        "score"
      ]
    },
    "kind": {
      "enum": [
        "hard",
        "soft"
      ]
    },
    "serviceNeeds": {
      "items": {
        "minLength": 1,
        "maxLength": 20
      }
    },
    "status": {
      "enum": [
        "pass",
        "fail",
        "unknown"
      ]
    }
  },
  "CourseCategory": {
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
  "CourseChapter": {
    "durationSeconds": {
      "minimum": 1
    },
    "order": {
      "minimum": 1
    }
  },
  "CourseChapterProgress": {
    "positionSeconds": {
      "minimum": 0
    },
    "updatedAt": {
      "format": "date-time"
    }
  },
  "CourseChapterProgressSave": {
    "positionSeconds": {
      "minimum": 0,
      "maximum": 86400
    }
  },
  "CourseDetail": {
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
    "chapterCount": {
      "minimum": 1
    },
    "chapters": {
      "minItems": 1
    },
    "durationSeconds": {
      "minimum": 1
    },
    "learners": {
      "minimum": 0
    },
    "publishedAt": {
      "format": "date"
    }
  },
  "CourseProgress": {
    "completedAt": {
      "format": "date-time"
    },
    "percent": {
      "minimum": 0,
      "maximum": 100
    }
  },
  "CourseSummary": {
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
    "chapterCount": {
      "minimum": 1
    },
    "durationSeconds": {
      "minimum": 1
    },
    "learners": {
      "minimum": 0
    },
    "publishedAt": {
      "format": "date"
    }
  },
  "DeclarationBatch": {
    "endTime": {
      "format": "date-time"
    },
    "startTime": {
      "format": "date-time"
    }
  },
  "DeclarationCondition": {
    "kind": {
      "enum": [
        "hard",
        "soft"
      ]
    }
  },
  "DeclarationProject": {
    "createTime": {
      "format": "date-time"
    },
    "endTime": {
      "format": "date-time"
    },
    "level": {
      "enum": [
        "national",
        "provincial",
        "municipal",
        "district"
      ]
    },
    "startTime": {
      "format": "date-time"
    },
    "status": {
      "enum": [
        "not_started",
        "open",
        "closed"
      ]
    }
  },
  "DeclarationProjectDetail": {
    "createTime": {
      "format": "date-time"
    },
    "endTime": {
      "format": "date-time"
    },
    "level": {
      "enum": [
        "national",
        "provincial",
        "municipal",
        "district"
      ]
    },
    "startTime": {
      "format": "date-time"
    },
    "status": {
      "enum": [
        "not_started",
        "open",
        "closed"
      ]
    }
  },
  "DeclarationStatus": {
    "enum": [
      "not_started",
      "open",
      "closed"
    ]
  },
  "DemandAccept": {
    "expectedStatus": {
      "enum": [
        "open",
        "matching",
        "dealt",
        "closed"
      ]
    },
    "responseId": {
      "minimum": 1
    }
  },
  "DemandAction": {
    "enum": [
      "submit",
      "approve",
      "reject",
      "accept",
      "deal",
      "close"
    ]
  },
  "DemandBudgetBand": {
    "enum": [
      "negotiable",
      "lt10",
      "10to50",
      "50to200",
      "gte200"
    ]
  },
  "DemandInput": {
    "budgetMax": {
      "minimum": 0,
      "maximum": 1000000
    },
    "budgetMin": {
      "minimum": 0,
      "maximum": 1000000
    },
    "contactName": {
      "minLength": 2,
      "maxLength": 20
    },
    "contactPhone": {
      "pattern": "^(1[3-9]\\d{9}|0\\d{2,3}-?\\d{7,8})$"
    },
    "deadline": {
      "format": "date"
    },
    "description": {
      "minLength": 20,
      "maxLength": 2000
    },
    "industry": {
      "pattern": "^[A-T]$"
    },
    "regionCode": {
      "pattern": "^\\d{6}$"
    },
    "title": {
      "minLength": 5,
      "maxLength": 60
    },
    "type": {
      "enum": [
        "purchase",
        "cooperation",
        "outsourcing",
        "technology"
      ]
    }
  },
  "DemandRecord": {
    "allowedActions": {
      "items": {
        "enum": [
          "submit",
          "approve",
          "reject",
          "accept",
          "deal",
          "close"
        ]
      }
    },
    "reviewState": {
      "enum": [
        "draft",
        "pending",
        "approved",
        "rejected"
      ]
    },
    "updatedAt": {
      "format": "date-time"
    }
  },
  "DemandReject": {
    "reason": {
      "minLength": 2,
      "maxLength": 200
    }
  },
  "DemandResponse": {
    "createdAt": {
      "format": "date-time"
    }
  },
  "DemandResponseInput": {
    "contactName": {
      "minLength": 2,
      "maxLength": 20
    },
    "contactPhone": {
      "pattern": "^(1[3-9]\\d{9}|0\\d{2,3}-?\\d{7,8})$"
    },
    "message": {
      "minLength": 10,
      "maxLength": 1000
    }
  },
  "DemandReviewState": {
    "enum": [
      "draft",
      "pending",
      "approved",
      "rejected"
    ]
  },
  "DemandStatus": {
    "enum": [
      "open",
      "matching",
      "dealt",
      "closed"
    ]
  },
  "DemandSummary": {
    "deadline": {
      "format": "date"
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
  },
  "DemandTransition": {
    "expectedStatus": {
      "enum": [
        "open",
        "matching",
        "dealt",
        "closed"
      ]
    }
  },
  "DemandType": {
    "enum": [
      "purchase",
      "cooperation",
      "outsourcing",
      "technology"
    ]
  },
  "DictData": {
    "isDefault": {
      "enum": [
        "Y",
        "N"
      ]
    }
  },
  "EnterpriseLedger": {
    "cityCode": {
      "pattern": "^\\d{6}$"
    },
    "creditCode": {
      "pattern": "^[^\\x00-\\x1F\\x7F-\\x9F]*$",
      "maxLength": 18
    },
    "designPatents": {
      "minimum": 0,
      "maximum": 10000000
    },
    "digitalLevel": {
      "enum": [
        "none",
        "level1",
        "level2",
        "level3",
        "level4",
        null
      ]
    },
    "districtCode": {
      "pattern": "^\\d{6}$"
    },
    "domesticRdExpenseY1": {
      "minimum": -100000000,
      "maximum": 100000000
    },
    "domesticRdExpenseY2": {
      "minimum": -100000000,
      "maximum": 100000000
    },
    "domesticRdExpenseY3": {
      "minimum": -100000000,
      "maximum": 100000000
    },
    "employeesTotal": {
      "minimum": 0,
      "maximum": 10000000
    },
    "enterpriseName": {
      "pattern": "^[^\\x00-\\x1F\\x7F-\\x9F]*$",
      "maxLength": 100
    },
    "equityFinancing2y": {
      "minimum": -100000000,
      "maximum": 100000000
    },
    "highTechRevenueY1": {
      "minimum": -100000000,
      "maximum": 100000000
    },
    "industry": {
      "pattern": "^[A-T]$"
    },
    "inventionPatents": {
      "minimum": 0,
      "maximum": 10000000
    },
    "ipClass1": {
      "minimum": 0,
      "maximum": 10000000
    },
    "ipClass2": {
      "minimum": 0,
      "maximum": 10000000
    },
    "mainBusinessRevenueY1": {
      "minimum": -100000000,
      "maximum": 100000000
    },
    "mainProducts": {
      "pattern": "^[^\\x00-\\x1F\\x7F-\\x9F]*$",
      "maxLength": 200
    },
    "netAssetsY1": {
      "minimum": -100000000,
      "maximum": 100000000
    },
    "netAssetsY2": {
      "minimum": -100000000,
      "maximum": 100000000
    },
    "netAssetsY3": {
      "minimum": -100000000,
      "maximum": 100000000
    },
    "netProfitY1": {
      "minimum": -100000000,
      "maximum": 100000000
    },
    "netProfitY2": {
      "minimum": -100000000,
      "maximum": 100000000
    },
    "netProfitY3": {
      "minimum": -100000000,
      "maximum": 100000000
    },
    "nicheYears": {
      "minimum": 0,
      "maximum": 100
    },
    "provinceCode": {
      "pattern": "^\\d{6}$"
    },
    "qualHighTech": {
      "format": "date"
    },
    "qualInnovativeSme": {
      "format": "date"
    },
    "qualityManagement": {
      "enum": [
        "none",
        "system",
        "award",
        null
      ]
    },
    "qualLittleGiant": {
      "format": "date"
    },
    "qualSpecialized": {
      "format": "date"
    },
    "qualTechSme": {
      "format": "date"
    },
    "rdExpenseY1": {
      "minimum": -100000000,
      "maximum": 100000000
    },
    "rdExpenseY2": {
      "minimum": -100000000,
      "maximum": 100000000
    },
    "rdExpenseY3": {
      "minimum": -100000000,
      "maximum": 100000000
    },
    "rdInstitutionLevel": {
      "enum": [
        "none",
        "district",
        "municipal",
        "provincial",
        "national",
        null
      ]
    },
    "rdStaff": {
      "minimum": 0,
      "maximum": 10000000
    },
    "registeredAt": {
      "format": "date"
    },
    "revenueY1": {
      "minimum": -100000000,
      "maximum": 100000000
    },
    "revenueY2": {
      "minimum": -100000000,
      "maximum": 100000000
    },
    "revenueY3": {
      "minimum": -100000000,
      "maximum": 100000000
    },
    "softwareCopyrights": {
      "minimum": 0,
      "maximum": 10000000
    },
    "staffBachelorOrAbove": {
      "minimum": 0,
      "maximum": 10000000
    },
    "techAchievementsConverted3y": {
      "minimum": 0,
      "maximum": 10000000
    },
    "totalAssetsY1": {
      "minimum": -100000000,
      "maximum": 100000000
    },
    "totalDebtY1": {
      "minimum": -100000000,
      "maximum": 100000000
    },
    "trademarks": {
      "minimum": 0,
      "maximum": 10000000
    },
    "utilityModels": {
      "minimum": 0,
      "maximum": 10000000
    }
  },
  "EvaluationPayload": {
    "status": {
      "enum": [
        "eligible",
        "ineligible",
        "incomplete"
      ]
    }
  },
  "FeedbackRequest": {
    "contact": {
      "maxLength": 50
    },
    "content": {
      "minLength": 5,
      "maxLength": 500
    },
    "feedbackType": {
      "minLength": 1,
      "maxLength": 20
    },
    "pageUrl": {
      "maxLength": 300
    }
  },
  "FinancingApplication": {
    "createdAt": {
      "format": "date-time"
    },
    "nextUpdateAt": {
      "format": "date-time"
    },
    "status": {
      "enum": [
        "submitted",
        "accepted",
        "reviewing",
        "disbursed",
        "rejected"
      ]
    },
    "updatedAt": {
      "format": "date-time"
    }
  },
  "FinancingApplicationCreate": {
    "amount": {
      "minimum": 1,
      "maximum": 100000
    },
    "contactName": {
      "minLength": 1,
      "maxLength": 30
    },
    "contactPhone": {
      "pattern": "^(1\\d{10}|0\\d{2,3}-?\\d{7,8})$"
    },
    "productId": {
      "minimum": 1,
      "maximum": 2147483647
    },
    "purpose": {
      "minLength": 5,
      "maxLength": 500
    },
    "termMonths": {
      "minimum": 1,
      "maximum": 360
    }
  },
  "FinancingApplicationSummary": {
    "createdAt": {
      "format": "date-time"
    },
    "status": {
      "enum": [
        "submitted",
        "accepted",
        "reviewing",
        "disbursed",
        "rejected"
      ]
    },
    "updatedAt": {
      "format": "date-time"
    }
  },
  "FinancingEvent": {
    "at": {
      "format": "date-time"
    },
    "status": {
      "enum": [
        "submitted",
        "accepted",
        "reviewing",
        "disbursed",
        "rejected"
      ]
    }
  },
  "FinancingStatus": {
    "enum": [
      "submitted",
      "accepted",
      "reviewing",
      "disbursed",
      "rejected"
    ]
  },
  "FundDetail": {
    "guarantee": {
      "enum": [
        "credit",
        "mortgage",
        "guarantee",
        "ipPledge"
      ]
    },
    "publishDate": {
      "format": "date"
    },
    "repayments": {
      "items": {
        "enum": [
          "equalInstallment",
          "interestFirst"
        ]
      }
    }
  },
  "FundGuarantee": {
    "enum": [
      "credit",
      "mortgage",
      "guarantee",
      "ipPledge"
    ]
  },
  "FundRepayment": {
    "enum": [
      "equalInstallment",
      "interestFirst"
    ]
  },
  "FundSummary": {
    "guarantee": {
      "enum": [
        "credit",
        "mortgage",
        "guarantee",
        "ipPledge"
      ]
    },
    "publishDate": {
      "format": "date"
    }
  },
  "GlobalSearchGroup": {
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
    "hits": {
      "maxItems": 3
    },
    "total": {
      "minimum": 0
    }
  },
  "GlobalSearchHit": {
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
    "date": {
      "pattern": "^\\d{4}-\\d{2}-\\d{2}$"
    },
    "id": {
      "maxLength": 40
    }
  },
  "GlobalSearchSuggestEnvelope": {
    "data": {
      "maxItems": 8
    }
  },
  "GlobalSearchSuggestion": {
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
    "id": {
      "maxLength": 40
    }
  },
  "GovServiceDepartment": {
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
  "GovServiceDetail": {
    "departmentCode": {
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
    "onlineUrl": {
      "format": "uri"
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
  },
  "GovServiceSummary": {
    "departmentCode": {
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
  },
  "GovServiceTopic": {
    "enum": [
      "start",
      "change",
      "tax",
      "social",
      "ip",
      "license",
      "tech"
    ]
  },
  "HomeLatestArea": {
    "enum": [
      "news",
      "activity",
      "course",
      "service",
      "talent",
      "fund",
      "govService",
      "market"
    ]
  },
  "HomeLatestGroup": {
    "area": {
      "enum": [
        "news",
        "activity",
        "course",
        "service",
        "talent",
        "fund",
        "govService",
        "market"
      ]
    }
  },
  "HomeLatestItem": {
    "date": {
      "format": "date"
    }
  },
  "Institution": {
    "reviewedAt": {
      "format": "date-time"
    },
    "submittedAt": {
      "format": "date-time"
    }
  },
  "InstitutionCard": {
    "certifiedAt": {
      "format": "date-time"
    },
    "regionCode": {
      "pattern": "^\\d{6}$"
    },
    "serviceCategories": {
      "items": {
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
      }
    }
  },
  "InstitutionProfile": {
    "recentReviews": {
      "maxItems": 5
    }
  },
  "InterpretationDetail": {
    "publishDate": {
      "format": "date"
    },
    "type": {
      "enum": [
        "text",
        "graphic"
      ]
    }
  },
  "InterpretationSummary": {
    "publishDate": {
      "format": "date"
    },
    "type": {
      "enum": [
        "text",
        "graphic"
      ]
    }
  },
  "IpRecord": {
    "appliedAt": {
      "format": "date"
    },
    "grantedAt": {
      "format": "date"
    },
    "ipClass": {
      "enum": [
        "class1",
        "class2",
        null
      ]
    },
    "kind": {
      "enum": [
        "invention",
        "utility_model",
        "design",
        "software",
        "trademark"
      ]
    },
    "name": {
      "minLength": 1,
      "maxLength": 100
    },
    "number": {
      "minLength": 1,
      "maxLength": 40
    },
    "owner": {
      "minLength": 1,
      "maxLength": 100
    },
    "status": {
      "enum": [
        "pending",
        "granted",
        "rejected",
        "expired",
        "withdrawn"
      ]
    },
    "updatedAt": {
      "format": "date-time"
    }
  },
  "IpRecordInput": {
    "appliedAt": {
      "format": "date"
    },
    "grantedAt": {
      "format": "date"
    },
    "kind": {
      "enum": [
        "invention",
        "utility_model",
        "design",
        "software",
        "trademark"
      ]
    },
    "name": {
      "minLength": 1,
      "maxLength": 100
    },
    "number": {
      "minLength": 1,
      "maxLength": 40
    },
    "owner": {
      "minLength": 1,
      "maxLength": 100
    },
    "status": {
      "enum": [
        "pending",
        "granted",
        "rejected",
        "expired",
        "withdrawn"
      ]
    }
  },
  "IpRecordKind": {
    "enum": [
      "invention",
      "utility_model",
      "design",
      "software",
      "trademark"
    ]
  },
  "IpRecordRef": {
    "kind": {
      "enum": [
        "invention",
        "utility_model",
        "design",
        "software",
        "trademark"
      ]
    }
  },
  "IpRecordStatus": {
    "enum": [
      "pending",
      "granted",
      "rejected",
      "expired",
      "withdrawn"
    ]
  },
  "LedgerCompleteness": {
    "percent": {
      "minimum": 0,
      "maximum": 100
    }
  },
  "LedgerRecord": {
    "updatedAt": {
      "format": "date-time"
    }
  },
  "ListingDecision": {
    "expectedState": {
      "enum": [
        "pending",
        "approved",
        "rejected"
      ]
    }
  },
  "ListingKind": {
    "enum": [
      "product",
      "case"
    ]
  },
  "ListingReject": {
    "reason": {
      "minLength": 2,
      "maxLength": 200
    }
  },
  "ListingReview": {
    "institutionCategories": {
      "items": {
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
      }
    }
  },
  "ListingReviewState": {
    "enum": [
      "pending",
      "approved",
      "rejected"
    ]
  },
  "ListingReviewStatus": {
    "reviewedAt": {
      "format": "date-time"
    },
    "state": {
      "enum": [
        "pending",
        "approved",
        "rejected"
      ]
    },
    "submittedAt": {
      "format": "date-time"
    }
  },
  "ListingReviewSummary": {
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
    "kind": {
      "enum": [
        "product",
        "case"
      ]
    },
    "reviewedAt": {
      "format": "date-time"
    },
    "state": {
      "enum": [
        "pending",
        "approved",
        "rejected"
      ]
    },
    "submittedAt": {
      "format": "date-time"
    }
  },
  "LoginRequest": {
    "password": {
      "minLength": 1,
      "maxLength": 64
    },
    "username": {
      "minLength": 1,
      "maxLength": 32
    }
  },
  "MarketListing": {
    "listedAt": {
      "format": "date-time"
    }
  },
  "MaterialContentType": {
    "enum": [
      "application/pdf",
      "image/jpeg",
      "image/png",
      "application/msword",
      "application/vnd.ms-excel",
      "application/vnd.ms-powerpoint",
      "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
      "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
      "application/vnd.openxmlformats-officedocument.presentationml.presentation"
    ]
  },
  "MaterialFile": {
    "contentType": {
      "enum": [
        "application/pdf",
        "image/jpeg",
        "image/png",
        "application/msword",
        "application/vnd.ms-excel",
        "application/vnd.ms-powerpoint",
        "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
        "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
        "application/vnd.openxmlformats-officedocument.presentationml.presentation"
      ]
    },
    "name": {
      "maxLength": 120
    },
    "size": {
      "minimum": 1,
      "maximum": 10485760
    },
    "uploadedAt": {
      "format": "date-time"
    }
  },
  "MaterialFileExtension": {
    "enum": [
      "pdf",
      "jpg",
      "jpeg",
      "png",
      "doc",
      "docx",
      "xls",
      "xlsx",
      "ppt",
      "pptx"
    ]
  },
  "MaterialState": {
    "enum": [
      "preparing",
      "ready",
      "submitted",
      "not_applicable"
    ]
  },
  "MaterialStateUpdate": {
    "state": {
      "enum": [
        "preparing",
        "not_applicable"
      ]
    }
  },
  "MaterialUpload": {
    "file": {
      "format": "binary"
    }
  },
  "Message": {
    "createdAt": {
      "format": "date-time"
    },
    "type": {
      "enum": [
        "policy",
        "notice",
        "application",
        "service",
        "system"
      ]
    }
  },
  "MyCourse": {
    "completedAt": {
      "format": "date-time"
    },
    "completedChapters": {
      "minimum": 0
    },
    "lastPositionSeconds": {
      "minimum": 0
    },
    "percent": {
      "minimum": 0,
      "maximum": 100
    },
    "updatedAt": {
      "format": "date-time"
    }
  },
  "MyInstitution": {
    "status": {
      "enum": [
        "none",
        "pending",
        "approved",
        "rejected"
      ]
    }
  },
  "NeedProductMatch": {
    "need": {
      "minLength": 1,
      "maxLength": 20
    }
  },
  "NewsCategory": {
    "enum": [
      "notice",
      "announcement",
      "dynamic",
      "interpretation"
    ]
  },
  "NewsDetail": {
    "category": {
      "enum": [
        "notice",
        "announcement",
        "dynamic",
        "interpretation"
      ]
    },
    "publishDate": {
      "format": "date"
    }
  },
  "NewsSummary": {
    "category": {
      "enum": [
        "notice",
        "announcement",
        "dynamic",
        "interpretation"
      ]
    },
    "publishDate": {
      "format": "date"
    }
  },
  "NoticeDetail": {
    "endTime": {
      "format": "date-time"
    },
    "level": {
      "enum": [
        "national",
        "provincial",
        "municipal",
        "district"
      ]
    },
    "publishDate": {
      "format": "date"
    },
    "startTime": {
      "format": "date-time"
    },
    "status": {
      "enum": [
        "not_started",
        "open",
        "closed"
      ]
    }
  },
  "NoticePublish": {
    "category": {
      "maxLength": 30
    },
    "endTime": {
      "format": "date-time"
    },
    "industries": {
      "maxItems": 20,
      "items": {
        "pattern": "^[A-T]$"
      }
    },
    "issuer": {
      "maxLength": 60
    },
    "keywords": {
      "maxItems": 10,
      "items": {
        "maxLength": 20
      }
    },
    "level": {
      "enum": [
        "national",
        "provincial",
        "municipal",
        "district"
      ]
    },
    "policyText": {
      "minItems": 1,
      "items": {
        "maxLength": 5000
      }
    },
    "regionCode": {
      "pattern": "^\\d{6}$"
    },
    "ruleSetId": {
      "pattern": "^[a-z0-9-]+$",
      "maxLength": 60
    },
    "startTime": {
      "format": "date-time"
    },
    "supportAmount": {
      "minimum": 0
    },
    "title": {
      "minLength": 4,
      "maxLength": 120
    }
  },
  "NoticeSummary": {
    "endTime": {
      "format": "date-time"
    },
    "level": {
      "enum": [
        "national",
        "provincial",
        "municipal",
        "district"
      ]
    },
    "publishDate": {
      "format": "date"
    },
    "startTime": {
      "format": "date-time"
    },
    "status": {
      "enum": [
        "not_started",
        "open",
        "closed"
      ]
    }
  },
  "OrgCase": {
    "updatedAt": {
      "format": "date-time"
    }
  },
  "OrgDashboard": {
    "recentOrders": {
      "maxItems": 5
    },
    "recentReviews": {
      "maxItems": 5
    }
  },
  "OrgProduct": {
    "createdAt": {
      "format": "date-time"
    },
    "status": {
      "enum": [
        "on_shelf",
        "off_shelf"
      ]
    },
    "updatedAt": {
      "format": "date-time"
    }
  },
  "PasswordChangeRequest": {
    "currentPassword": {
      "minLength": 1,
      "maxLength": 64
    },
    "newPassword": {
      "pattern": "^.*([A-Za-z].*[0-9]|[0-9].*[A-Za-z]).*$",
      "minLength": 8,
      "maxLength": 64
    }
  },
  "PatentSubsidy": {
    "kind": {
      "enum": [
        "invention",
        "utility",
        "design",
        "pct",
        "software"
      ]
    }
  },
  "PhoneChangeRequest": {
    "currentPassword": {
      "minLength": 1,
      "maxLength": 64
    },
    "phone": {
      "pattern": "^1[3-9]\\d{9}$"
    }
  },
  "PolicyDetail": {
    "effectiveDate": {
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
    "publishDate": {
      "format": "date"
    },
    "repealDate": {
      "format": "date"
    },
    "validity": {
      "enum": [
        "valid",
        "repealed"
      ]
    },
    "writtenDate": {
      "format": "date"
    }
  },
  "PolicyLevel": {
    "enum": [
      "national",
      "provincial",
      "municipal",
      "district"
    ]
  },
  "PolicyMatch": {
    "matchDegree": {
      "minimum": 0,
      "maximum": 100
    },
    "status": {
      "enum": [
        "eligible",
        "ineligible",
        "incomplete"
      ]
    }
  },
  "PolicyPublish": {
    "category": {
      "maxLength": 30
    },
    "content": {
      "minItems": 1,
      "items": {
        "maxLength": 5000
      }
    },
    "docNo": {
      "maxLength": 60
    },
    "industries": {
      "maxItems": 20,
      "items": {
        "pattern": "^[A-T]$"
      }
    },
    "issuer": {
      "maxLength": 60
    },
    "level": {
      "enum": [
        "national",
        "provincial",
        "municipal",
        "district"
      ]
    },
    "regionCode": {
      "pattern": "^\\d{6}$"
    },
    "ruleSetId": {
      "pattern": "^[a-z0-9-]+$",
      "maxLength": 60
    },
    "supportAmount": {
      "minimum": 0
    },
    "title": {
      "minLength": 4,
      "maxLength": 120
    }
  },
  "PolicySummary": {
    "level": {
      "enum": [
        "national",
        "provincial",
        "municipal",
        "district"
      ]
    },
    "publishDate": {
      "format": "date"
    },
    "validity": {
      "enum": [
        "valid",
        "repealed"
      ]
    }
  },
  "PriceMode": {
    "enum": [
      "fixed",
      "from",
      "negotiable"
    ]
  },
  "ProductCoverUpload": {
    "file": {
      "format": "binary"
    }
  },
  "PushJob": {
    "status": {
      "enum": [
        "pending",
        "done"
      ]
    }
  },
  "PushMatchCondition": {
    "status": {
      "enum": [
        "pass",
        "unknown"
      ]
    }
  },
  "Qualification": {
    "validUntil": {
      "format": "date"
    }
  },
  "QualityEnterpriseDetail": {
    "industry": {
      "pattern": "^[A-T]$"
    }
  },
  "QualityEnterpriseSummary": {
    "industry": {
      "pattern": "^[A-T]$"
    }
  },
  "QualityEnterpriseTier": {
    "tier": {
      "enum": [
        "littleGiant",
        "specialized",
        "innovative",
        "highTech",
        "techSme"
      ]
    }
  },
  "QualityTier": {
    "enum": [
      "littleGiant",
      "specialized",
      "innovative",
      "highTech",
      "techSme"
    ]
  },
  "RatingSummary": {
    "average": {
      "minimum": 1,
      "maximum": 5
    },
    "count": {
      "minimum": 0
    },
    "distribution": {
      "minItems": 5,
      "maxItems": 5,
      "items": {
        "minimum": 0
      }
    }
  },
  "RecommendedPolicy": {
    "status": {
      "enum": [
        "eligible",
        "incomplete"
      ]
    }
  },
  "RegionNode": {
    "level": {
      "enum": [
        "province",
        "city",
        "district"
      ]
    }
  },
  "RegisterRequest": {
    "enterpriseName": {
      "minLength": 2,
      "maxLength": 100
    },
    "password": {
      "minLength": 8,
      "maxLength": 64
    },
    "phone": {
      "pattern": "^1[3-9]\\d{9}$"
    },
    "userType": {
      "enum": [
        "enterprise",
        "org"
      ],
      "default": "enterprise"
    }
  },
  "Report": {
    "createdAt": {
      "format": "date-time"
    },
    "type": {
      "enum": [
        "match",
        "project_evaluation",
        "high_tech",
        "specialized"
      ]
    }
  },
  "ReportSummary": {
    "createdAt": {
      "format": "date-time"
    },
    "type": {
      "enum": [
        "match",
        "project_evaluation",
        "high_tech",
        "specialized"
      ]
    }
  },
  "ReportType": {
    "enum": [
      "match",
      "project_evaluation",
      "high_tech",
      "specialized"
    ]
  },
  "ReviewScores": {
    "professionalism": {
      "minimum": 1,
      "maximum": 5
    },
    "quality": {
      "minimum": 1,
      "maximum": 5
    },
    "responsiveness": {
      "minimum": 1,
      "maximum": 5
    }
  },
  "SearchArea": {
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
  "SearchSuggestions": {
    "nearby": {
      "maxItems": 6
    },
    "popular": {
      "maxItems": 8
    }
  },
  "ServiceCaseCard": {
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
    "completedOn": {
      "format": "date"
    }
  },
  "ServiceCaseInput": {
    "approach": {
      "minLength": 5,
      "maxLength": 2000
    },
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
    "clientIndustry": {
      "minLength": 2,
      "maxLength": 30
    },
    "completedOn": {
      "format": "date"
    },
    "consentBy": {
      "maxLength": 30
    },
    "consentOn": {
      "format": "date"
    },
    "problem": {
      "minLength": 5,
      "maxLength": 2000
    },
    "productId": {
      "minimum": 1
    },
    "result": {
      "minLength": 5,
      "maxLength": 2000
    },
    "summary": {
      "minLength": 5,
      "maxLength": 200
    },
    "title": {
      "minLength": 4,
      "maxLength": 60
    }
  },
  "ServiceCategory": {
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
  "ServiceNeedCount": {
    "need": {
      "minLength": 1,
      "maxLength": 20
    }
  },
  "ServiceOrder": {
    "allowedActions": {
      "items": {
        "enum": [
          "accept",
          "decline",
          "start",
          "deliver",
          "cancel",
          "confirm",
          "quote",
          "accept_quote",
          "decline_quote",
          "reject_delivery"
        ]
      }
    },
    "createdAt": {
      "format": "date-time"
    },
    "priceMode": {
      "enum": [
        "fixed",
        "from",
        "negotiable"
      ]
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
    },
    "updatedAt": {
      "format": "date-time"
    }
  },
  "ServiceOrderAction": {
    "enum": [
      "accept",
      "decline",
      "start",
      "deliver",
      "cancel",
      "confirm",
      "quote",
      "accept_quote",
      "decline_quote",
      "reject_delivery"
    ]
  },
  "ServiceOrderCancel": {
    "expectedStatus": {
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
    },
    "reason": {
      "maxLength": 200
    }
  },
  "ServiceOrderCreate": {
    "contactName": {
      "minLength": 1,
      "maxLength": 30
    },
    "contactPhone": {
      "pattern": "^(1\\d{10}|0\\d{2,3}-?\\d{7,8})$"
    },
    "productId": {
      "minimum": 1,
      "maximum": 2147483647
    },
    "requirements": {
      "minLength": 10,
      "maxLength": 2000
    }
  },
  "ServiceOrderCreateForm": {
    "contactName": {
      "minLength": 1,
      "maxLength": 30
    },
    "contactPhone": {
      "pattern": "^(1\\d{10}|0\\d{2,3}-?\\d{7,8})$"
    },
    "files": {
      "maxItems": 5,
      "items": {
        "format": "binary"
      }
    },
    "productId": {
      "minimum": 1,
      "maximum": 2147483647
    },
    "requirements": {
      "minLength": 10,
      "maxLength": 2000
    }
  },
  "ServiceOrderDeliver": {
    "expectedStatus": {
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
    },
    "note": {
      "minLength": 5,
      "maxLength": 2000
    }
  },
  "ServiceOrderEvent": {
    "actor": {
      "enum": [
        "enterprise",
        "institution"
      ]
    },
    "at": {
      "format": "date-time"
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
  },
  "ServiceOrderFile": {
    "contentType": {
      "enum": [
        "application/pdf",
        "image/jpeg",
        "image/png",
        "application/msword",
        "application/vnd.ms-excel",
        "application/vnd.ms-powerpoint",
        "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
        "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
        "application/vnd.openxmlformats-officedocument.presentationml.presentation"
      ]
    },
    "kind": {
      "enum": [
        "requirement",
        "delivery"
      ]
    },
    "name": {
      "maxLength": 120
    },
    "size": {
      "minimum": 1,
      "maximum": 10485760
    },
    "uploadedAt": {
      "format": "date-time"
    }
  },
  "ServiceOrderFileUpload": {
    "file": {
      "format": "binary"
    }
  },
  "ServiceOrderQuote": {
    "answeredAt": {
      "format": "date-time"
    },
    "price": {
      "minimum": 1
    },
    "quotedAt": {
      "format": "date-time"
    },
    "status": {
      "enum": [
        "pending",
        "accepted",
        "declined"
      ]
    }
  },
  "ServiceOrderQuoteInput": {
    "expectedStatus": {
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
    },
    "note": {
      "minLength": 2,
      "maxLength": 500
    },
    "price": {
      "minimum": 1,
      "maximum": 100000000
    }
  },
  "ServiceOrderReason": {
    "expectedStatus": {
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
    },
    "reason": {
      "minLength": 2,
      "maxLength": 200
    }
  },
  "ServiceOrderStatus": {
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
  },
  "ServiceOrderSummary": {
    "allowedActions": {
      "items": {
        "enum": [
          "accept",
          "decline",
          "start",
          "deliver",
          "cancel",
          "confirm",
          "quote",
          "accept_quote",
          "decline_quote",
          "reject_delivery"
        ]
      }
    },
    "createdAt": {
      "format": "date-time"
    },
    "priceMode": {
      "enum": [
        "fixed",
        "from",
        "negotiable"
      ]
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
    },
    "updatedAt": {
      "format": "date-time"
    }
  },
  "ServiceOrderTransition": {
    "expectedStatus": {
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
  },
  "ServiceProductCard": {
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
    "deliveryDays": {
      "minimum": 1
    },
    "needs": {
      "items": {
        "minLength": 1,
        "maxLength": 20
      }
    },
    "price": {
      "minimum": 0
    },
    "priceMode": {
      "enum": [
        "fixed",
        "from",
        "negotiable"
      ]
    }
  },
  "ServiceProductInput": {
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
    "deliverables": {
      "minItems": 1,
      "maxItems": 10,
      "items": {
        "minLength": 1,
        "maxLength": 100
      }
    },
    "deliveryDays": {
      "minimum": 1,
      "maximum": 365
    },
    "description": {
      "minLength": 10,
      "maxLength": 5000
    },
    "name": {
      "minLength": 2,
      "maxLength": 60
    },
    "needs": {
      "maxItems": 8,
      "items": {
        "minLength": 1,
        "maxLength": 20
      }
    },
    "price": {
      "minimum": 1,
      "maximum": 100000000
    },
    "priceMode": {
      "enum": [
        "fixed",
        "from",
        "negotiable"
      ]
    },
    "process": {
      "maxItems": 10,
      "items": {
        "minLength": 1,
        "maxLength": 100
      }
    },
    "summary": {
      "minLength": 5,
      "maxLength": 200
    }
  },
  "ServiceProductShelf": {
    "status": {
      "enum": [
        "on_shelf",
        "off_shelf"
      ]
    }
  },
  "ServiceProductStatus": {
    "enum": [
      "on_shelf",
      "off_shelf"
    ]
  },
  "ServiceReview": {
    "average": {
      "minimum": 1,
      "maximum": 5
    },
    "createdAt": {
      "format": "date-time"
    },
    "editableUntil": {
      "format": "date-time"
    },
    "updatedAt": {
      "format": "date-time"
    }
  },
  "ServiceReviewInput": {
    "text": {
      "minLength": 5,
      "maxLength": 500
    }
  },
  "Subscription": {
    "categories": {
      "maxItems": 20,
      "items": {
        "maxLength": 30
      }
    },
    "industries": {
      "maxItems": 20,
      "items": {
        "pattern": "^[A-T]$"
      }
    },
    "regionCodes": {
      "maxItems": 20,
      "items": {
        "pattern": "^\\d{6}$"
      }
    }
  },
  "SubsidyEstimate": {
    "conservative": {
      "minimum": 0
    },
    "optimistic": {
      "minimum": 0
    }
  },
  "TalentAvailability": {
    "enum": [
      "immediate",
      "withinMonth",
      "projectOnly"
    ]
  },
  "TalentContract": {
    "createdAt": {
      "format": "date-time"
    },
    "endDate": {
      "format": "date"
    },
    "nextUpdateAt": {
      "format": "date-time"
    },
    "startDate": {
      "format": "date"
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
    "updatedAt": {
      "format": "date-time"
    }
  },
  "TalentContractCreate": {
    "amount": {
      "minimum": 500,
      "maximum": 5000000
    },
    "endDate": {
      "format": "date"
    },
    "message": {
      "minLength": 10,
      "maxLength": 500
    },
    "role": {
      "minLength": 2,
      "maxLength": 30
    },
    "startDate": {
      "format": "date"
    },
    "talentId": {
      "minimum": 1,
      "maximum": 2147483647
    }
  },
  "TalentContractStatus": {
    "enum": [
      "sent",
      "viewed",
      "accepted",
      "declined",
      "withdrawn"
    ]
  },
  "TalentDetail": {
    "availability": {
      "enum": [
        "immediate",
        "withinMonth",
        "projectOnly"
      ]
    },
    "education": {
      "enum": [
        "college",
        "bachelor",
        "master",
        "doctor"
      ]
    },
    "payUnit": {
      "enum": [
        "month",
        "day",
        "project"
      ]
    },
    "updatedDate": {
      "format": "date"
    }
  },
  "TalentEducation": {
    "enum": [
      "college",
      "bachelor",
      "master",
      "doctor"
    ]
  },
  "TalentPayUnit": {
    "enum": [
      "month",
      "day",
      "project"
    ]
  },
  "TalentSummary": {
    "availability": {
      "enum": [
        "immediate",
        "withinMonth",
        "projectOnly"
      ]
    },
    "education": {
      "enum": [
        "college",
        "bachelor",
        "master",
        "doctor"
      ]
    },
    "payUnit": {
      "enum": [
        "month",
        "day",
        "project"
      ]
    },
    "updatedDate": {
      "format": "date"
    }
  },
  "UserInfo": {
    "userType": {
      "enum": [
        "enterprise",
        "org",
        "admin"
      ]
    }
  },
  "Validity": {
    "enum": [
      "valid",
      "repealed"
    ]
  },
  "ViewRecordRequest": {
    "type": {
      "minLength": 1,
      "maxLength": 50
    }
  }
} as const;
