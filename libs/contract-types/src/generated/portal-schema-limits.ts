// Generated from openapi/portal.yaml by tools/scripts/generate-api-types.mjs. Do not edit.

// Members of PORTAL_SCHEMA_LIMITS (portal-limits.ts).

export const ActivityDetail = {
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
} as const;

export const ActivityMode = {
  "enum": [
    "offline",
    "online"
  ]
} as const;

export const ActivityMyRegistration = {
  "createdAt": {
    "format": "date-time"
  }
} as const;

export const ActivityRegistration = {
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
} as const;

export const ActivityRegistrationCreate = {
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
} as const;

export const ActivityRegistrationStatus = {
  "enum": [
    "registered",
    "cancelled"
  ]
} as const;

export const ActivityStatus = {
  "enum": [
    "open",
    "full",
    "closed"
  ]
} as const;

export const ActivitySummary = {
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
} as const;

export const ActivityType = {
  "enum": [
    "policy",
    "training",
    "matchmaking",
    "roadshow",
    "salon"
  ]
} as const;

export const AdminApplication = {
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
} as const;

export const AdminApplicationSummary = {
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
} as const;

export const AnnouncementDetail = {
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
} as const;

export const AnnouncementSummary = {
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
} as const;

export const Application = {
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
} as const;

export const ApplicationAction = {
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
} as const;

export const ApplicationCreate = {
  "projectId": {
    "minimum": 1
  }
} as const;

export const ApplicationDisbursement = {
  "amountWan": {
    "maximum": 100000
  },
  "date": {
    "format": "date"
  }
} as const;

export const ApplicationEvent = {
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
} as const;

export const ApplicationForm = {
  "savedAt": {
    "format": "date-time"
  }
} as const;

export const ApplicationFormFields = {
  "contactName": {
    "pattern": "^[^\\x00-\\x1F\\x7F-\\x9F]*$",
    "maxLength": 30
  },
  "contactPhone": {
    "pattern": "^[0-9\\-]*$",
    "maxLength": 20
  },
  "creditCode": {
    "pattern": "^[0-9A-Z]*$",
    "maxLength": 18
  },
  "employeesTotal": {
    "minimum": 0,
    "maximum": 10000000
  },
  "enterpriseName": {
    "pattern": "^[^\\x00-\\x1F\\x7F-\\x9F]*$",
    "maxLength": 100
  },
  "expectedOutcome": {
    "maxLength": 1000
  },
  "legalRepresentative": {
    "pattern": "^[^\\x00-\\x1F\\x7F-\\x9F]*$",
    "maxLength": 30
  },
  "mainProducts": {
    "pattern": "^[^\\x00-\\x1F\\x7F-\\x9F]*$",
    "maxLength": 200
  },
  "netProfitY1": {
    "minimum": -100000000,
    "maximum": 100000000
  },
  "projectSummary": {
    "maxLength": 2000
  },
  "projectTitle": {
    "pattern": "^[^\\x00-\\x1F\\x7F-\\x9F]*$",
    "maxLength": 100
  },
  "rdExpenseY1": {
    "minimum": 0,
    "maximum": 100000000
  },
  "registeredAddress": {
    "pattern": "^[^\\x00-\\x1F\\x7F-\\x9F]*$",
    "maxLength": 120
  },
  "requestedAmount": {
    "minimum": 0,
    "maximum": 100000000
  },
  "revenueY1": {
    "minimum": 0,
    "maximum": 100000000
  }
} as const;

export const ApplicationMaterial = {
  "mode": {
    "enum": [
      "upload",
      "onlineForm",
      "commitment"
    ],
    "default": "upload"
  },
  "state": {
    "enum": [
      "preparing",
      "ready",
      "submitted",
      "not_applicable"
    ]
  }
} as const;

export const ApplicationPublicity = {
  "end": {
    "format": "date"
  },
  "start": {
    "format": "date"
  }
} as const;

export const ApplicationStatus = {
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
} as const;

export const ApplicationStatusCount = {
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
} as const;

export const ApplicationTransition = {
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
} as const;

export const AssistantAsk = {
  "conversationId": {
    "maxLength": 40
  },
  "question": {
    "minLength": 1,
    "maxLength": 500
  }
} as const;

export const AssistantCitation = {
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
} as const;

export const AssistantContext = {
  "docId": {
    "maxLength": 40
  },
  "path": {
    "maxLength": 300
  }
} as const;

export const AssistantConversationSummary = {
  "updatedAt": {
    "format": "date-time"
  }
} as const;

export const AssistantDocType = {
  "enum": [
    "policy",
    "project",
    "notice",
    "interpretation"
  ]
} as const;

export const AssistantEligibility = {
  "verdict": {
    "enum": [
      "eligible",
      "ineligible",
      "incomplete",
      "held"
    ]
  }
} as const;

export const AssistantEligibilityCondition = {
  "result": {
    "enum": [
      "pass",
      "fail",
      "pending"
    ]
  }
} as const;

export const AssistantFeedback = {
  "rating": {
    "enum": [
      "up",
      "down"
    ]
  },
  "reason": {
    "maxLength": 200
  }
} as const;

export const AssistantMessage = {
  "createdAt": {
    "format": "date-time"
  },
  "role": {
    "enum": [
      "user",
      "assistant"
    ]
  }
} as const;

export const AssistantMessageFeedback = {
  "rating": {
    "enum": [
      "up",
      "down"
    ]
  }
} as const;

export const AssistantMethod = {
  "enum": [
    "extractive",
    "llm"
  ]
} as const;

export const AssistantOutcome = {
  "enum": [
    "answered",
    "nothing-found",
    "declined"
  ]
} as const;

export const AssistantStreamDone = {
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
} as const;

export const AssistantStreamMeta = {
  "method": {
    "enum": [
      "extractive",
      "llm"
    ]
  }
} as const;

export const Attachment = {
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
} as const;

export const AttachmentContentType = {
  "enum": [
    "application/pdf",
    "text/csv",
    "text/plain",
    "application/octet-stream"
  ]
} as const;

export const CalendarWindow = {
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
} as const;

export const CaseConsent = {
  "consentBy": {
    "maxLength": 30
  },
  "consentOn": {
    "format": "date"
  },
  "recordedAt": {
    "format": "date-time"
  }
} as const;

export const CertificationApplication = {
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
  "foundedYear": {
    "minimum": 1949,
    "maximum": 2100
  },
  "intro": {
    "maxLength": 40
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
} as const;

export const CertificationApprove = {
  "publicFileIds": {
    "maxItems": 9
  }
} as const;

export const CertificationDraft = {
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
  "foundedYear": {
    "minimum": 1949,
    "maximum": 2100
  },
  "intro": {
    "maxLength": 40
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
} as const;

export const CertificationEvent = {
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
} as const;

export const CertificationFile = {
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
} as const;

export const CertificationFileUpload = {
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
} as const;

export const CertificationReject = {
  "reason": {
    "minLength": 2,
    "maxLength": 200
  }
} as const;

export const CertificationStatus = {
  "enum": [
    "draft",
    "pending",
    "approved",
    "rejected"
  ]
} as const;

export const CertificationSummary = {
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
} as const;

export const ChainContactInput = {
  "contactName": {
    "minLength": 2,
    "maxLength": 20
  },
  "contactPhone": {
    "pattern": "^(1[3-9]\\d{9}|0\\d{2,3}-?\\d{7,8})$"
  },
  "note": {
    "minLength": 10,
    "maxLength": 500
  }
} as const;

export const ChainContactNote = {
  "note": {
    "minLength": 2,
    "maxLength": 200
  }
} as const;

export const ChainContactOutcome = {
  "outcome": {
    "enum": [
      "matched",
      "declined"
    ]
  },
  "reason": {
    "minLength": 2,
    "maxLength": 200
  }
} as const;

export const ChainContactRequest = {
  "contactedAt": {
    "format": "date-time"
  },
  "createdAt": {
    "format": "date-time"
  },
  "decidedAt": {
    "format": "date-time"
  },
  "opportunityKind": {
    "enum": [
      "demand",
      "supply"
    ]
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

export const ChainContactState = {
  "enum": [
    "submitted",
    "contacted",
    "matched",
    "declined"
  ]
} as const;

export const ChainDriveIndex = {
  "localSupplyRate": {
    "minimum": 0,
    "maximum": 100
  },
  "value": {
    "minimum": 0,
    "maximum": 100
  }
} as const;

export const ChainLeader = {
  "stage": {
    "enum": [
      "upstream",
      "midstream",
      "downstream"
    ]
  }
} as const;

export const ChainMatch = {
  "score": {
    "minimum": 0,
    "maximum": 100
  }
} as const;

export const ChainMatchList = {
  "ledgerUpdatedAt": {
    "format": "date-time"
  }
} as const;

export const ChainMatchReason = {
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
} as const;

export const ChainOpportunity = {
  "deadline": {
    "format": "date"
  },
  "kind": {
    "enum": [
      "demand",
      "supply"
    ]
  }
} as const;

export const ChainSegment = {
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
} as const;

export const ChainStage = {
  "enum": [
    "upstream",
    "midstream",
    "downstream"
  ]
} as const;

export const CommitmentAgreement = {
  "agree": {
    "enum": [
      "yes",
      "no"
    ]
  }
} as const;

export const CompareRegion = {
  "level": {
    "enum": [
      "province",
      "city",
      "district"
    ]
  }
} as const;

export const ConditionResultJson = {
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
} as const;

export const CourseCategory = {
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
} as const;

export const CourseChapter = {
  "durationSeconds": {
    "minimum": 1
  },
  "order": {
    "minimum": 1
  }
} as const;

export const CourseChapterProgress = {
  "positionSeconds": {
    "minimum": 0
  },
  "updatedAt": {
    "format": "date-time"
  }
} as const;

export const CourseChapterProgressSave = {
  "positionSeconds": {
    "minimum": 0,
    "maximum": 86400
  }
} as const;

export const CourseDetail = {
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
} as const;

export const CourseProgress = {
  "completedAt": {
    "format": "date-time"
  },
  "percent": {
    "minimum": 0,
    "maximum": 100
  }
} as const;

export const CourseSummary = {
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
} as const;

export const DeclarationBatch = {
  "endTime": {
    "format": "date-time"
  },
  "startTime": {
    "format": "date-time"
  }
} as const;

export const DeclarationCondition = {
  "kind": {
    "enum": [
      "hard",
      "soft"
    ]
  }
} as const;

export const DeclarationMaterial = {
  "mode": {
    "enum": [
      "upload",
      "onlineForm",
      "commitment"
    ],
    "default": "upload"
  }
} as const;

export const DeclarationProject = {
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
} as const;

export const DeclarationProjectDetail = {
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
} as const;

export const DeclarationStatus = {
  "enum": [
    "not_started",
    "open",
    "closed"
  ]
} as const;

export const DemandAccept = {
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
} as const;

export const DemandAction = {
  "enum": [
    "submit",
    "approve",
    "reject",
    "accept",
    "deal",
    "close"
  ]
} as const;

export const DemandBudgetBand = {
  "enum": [
    "negotiable",
    "lt10",
    "10to50",
    "50to200",
    "gte200"
  ]
} as const;

export const DemandInput = {
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
} as const;

export const DemandRecord = {
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
} as const;

export const DemandReject = {
  "reason": {
    "minLength": 2,
    "maxLength": 200
  }
} as const;

export const DemandResponse = {
  "createdAt": {
    "format": "date-time"
  }
} as const;

export const DemandResponseInput = {
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
} as const;

export const DemandReviewState = {
  "enum": [
    "draft",
    "pending",
    "approved",
    "rejected"
  ]
} as const;

export const DemandStatus = {
  "enum": [
    "open",
    "matching",
    "dealt",
    "closed"
  ]
} as const;

export const DemandSummary = {
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
} as const;

export const DemandTransition = {
  "expectedStatus": {
    "enum": [
      "open",
      "matching",
      "dealt",
      "closed"
    ]
  }
} as const;

export const DemandType = {
  "enum": [
    "purchase",
    "cooperation",
    "outsourcing",
    "technology"
  ]
} as const;

export const DictData = {
  "isDefault": {
    "enum": [
      "Y",
      "N"
    ]
  }
} as const;

export const EnterpriseLedger = {
  "bankLoanInterestY1": {
    "minimum": 0,
    "maximum": 100000000
  },
  "chainRole": {
    "enum": [
      "keyLink",
      "basicField",
      "none",
      null
    ]
  },
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
  "designPatentsGrantedY1": {
    "minimum": 0,
    "maximum": 10000000
  },
  "digitalInvestmentY1": {
    "minimum": 0,
    "maximum": 100000000
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
    "minimum": 0,
    "maximum": 100000000
  },
  "domesticRdExpenseY2": {
    "minimum": 0,
    "maximum": 100000000
  },
  "domesticRdExpenseY3": {
    "minimum": 0,
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
    "minimum": 0,
    "maximum": 100000000
  },
  "highTechRevenueY1": {
    "minimum": 0,
    "maximum": 100000000
  },
  "industry": {
    "pattern": "^[A-T]$"
  },
  "inventionPatents": {
    "minimum": 0,
    "maximum": 10000000
  },
  "inventionPatentsGrantedY1": {
    "minimum": 0,
    "maximum": 10000000
  },
  "ipAcquisition": {
    "enum": [
      "own",
      "acquiredOnly",
      null
    ]
  },
  "ipClass1": {
    "minimum": 0,
    "maximum": 10000000
  },
  "ipClass2": {
    "minimum": 0,
    "maximum": 10000000
  },
  "ipCoreSupport": {
    "enum": [
      "A",
      "B",
      "C",
      "D",
      "E",
      null
    ]
  },
  "ipTechAdvancement": {
    "enum": [
      "A",
      "B",
      "C",
      "D",
      "E",
      null
    ]
  },
  "mainBusinessRevenueY1": {
    "minimum": 0,
    "maximum": 100000000
  },
  "mainBusinessRevenueY2": {
    "minimum": 0,
    "maximum": 100000000
  },
  "mainBusinessRevenueY3": {
    "minimum": 0,
    "maximum": 100000000
  },
  "mainProducts": {
    "pattern": "^[^\\x00-\\x1F\\x7F-\\x9F]*$",
    "maxLength": 200
  },
  "netAssetsY1": {
    "minimum": 0,
    "maximum": 100000000
  },
  "netAssetsY2": {
    "minimum": 0,
    "maximum": 100000000
  },
  "netAssetsY3": {
    "minimum": 0,
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
    "minimum": 0,
    "maximum": 100000000
  },
  "rdExpenseY2": {
    "minimum": 0,
    "maximum": 100000000
  },
  "rdExpenseY3": {
    "minimum": 0,
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
  "rdSuperDeductionY1": {
    "minimum": 0,
    "maximum": 100000000
  },
  "registeredAt": {
    "format": "date"
  },
  "revenueY1": {
    "minimum": 0,
    "maximum": 100000000
  },
  "revenueY2": {
    "minimum": 0,
    "maximum": 100000000
  },
  "revenueY3": {
    "minimum": 0,
    "maximum": 100000000
  },
  "softwareCopyrights": {
    "minimum": 0,
    "maximum": 10000000
  },
  "softwareCopyrightsGrantedY1": {
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
  "techAchievementsConvertedY1": {
    "minimum": 0,
    "maximum": 10000000
  },
  "techAchievementsConvertedY2": {
    "minimum": 0,
    "maximum": 10000000
  },
  "techUpgradeInvestmentY1": {
    "minimum": 0,
    "maximum": 100000000
  },
  "totalAssetsY1": {
    "minimum": 0,
    "maximum": 100000000
  },
  "totalDebtY1": {
    "minimum": 0,
    "maximum": 100000000
  },
  "trademarks": {
    "minimum": 0,
    "maximum": 10000000
  },
  "utilityModels": {
    "minimum": 0,
    "maximum": 10000000
  },
  "utilityModelsGrantedY1": {
    "minimum": 0,
    "maximum": 10000000
  }
} as const;

export const EstimateAdjustment = {
  "conservative": {
    "maximum": 0
  },
  "optimistic": {
    "maximum": 0
  }
} as const;

export const EstimatePart = {
  "kind": {
    "enum": [
      "item",
      "cap",
      "excluded"
    ]
  }
} as const;

export const EvaluationPayload = {
  "status": {
    "enum": [
      "eligible",
      "ineligible",
      "incomplete",
      "held"
    ]
  }
} as const;

export const FeedbackRequest = {
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
} as const;

export const FinancingApplication = {
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
      "rejected",
      "withdrawn"
    ]
  },
  "updatedAt": {
    "format": "date-time"
  }
} as const;

export const FinancingApplicationCreate = {
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
} as const;

export const FinancingApplicationSummary = {
  "createdAt": {
    "format": "date-time"
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
  },
  "updatedAt": {
    "format": "date-time"
  }
} as const;

export const FinancingEvent = {
  "at": {
    "format": "date-time"
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

export const FinancingStatus = {
  "enum": [
    "submitted",
    "accepted",
    "reviewing",
    "disbursed",
    "rejected",
    "withdrawn"
  ]
} as const;

export const FundDetail = {
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
} as const;

export const FundGuarantee = {
  "enum": [
    "credit",
    "mortgage",
    "guarantee",
    "ipPledge"
  ]
} as const;

export const FundRepayment = {
  "enum": [
    "equalInstallment",
    "interestFirst"
  ]
} as const;

export const FundSummary = {
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
} as const;

export const GlobalSearchGroup = {
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
} as const;

export const GlobalSearchHit = {
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
} as const;

export const GlobalSearchResult = {
  "pending": {
    "minimum": 1,
    "maximum": 10000
  }
} as const;

export const GlobalSearchSuggestEnvelope = {
  "data": {
    "maxItems": 8
  }
} as const;

export const GlobalSearchSuggestion = {
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
} as const;

export const GovServiceDepartment = {
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
} as const;

export const GovServiceDetail = {
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
} as const;

export const GovServiceSummary = {
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
} as const;

export const GovServiceTopic = {
  "enum": [
    "start",
    "change",
    "tax",
    "social",
    "ip",
    "license",
    "tech"
  ]
} as const;

export const HeldQualification = {
  "since": {
    "format": "date"
  },
  "validUntil": {
    "format": "date"
  }
} as const;

export const HomeLatestArea = {
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
} as const;

export const HomeLatestGroup = {
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
} as const;

export const HomeLatestItem = {
  "date": {
    "format": "date"
  }
} as const;

export const Institution = {
  "reviewedAt": {
    "format": "date-time"
  },
  "submittedAt": {
    "format": "date-time"
  }
} as const;

export const InstitutionCard = {
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
} as const;

export const InstitutionProfile = {
  "recentReviews": {
    "maxItems": 5
  }
} as const;

export const InterpretationDetail = {
  "publishDate": {
    "format": "date"
  },
  "type": {
    "enum": [
      "text",
      "graphic"
    ]
  }
} as const;

export const InterpretationSummary = {
  "publishDate": {
    "format": "date"
  },
  "type": {
    "enum": [
      "text",
      "graphic"
    ]
  }
} as const;

export const IpRecord = {
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
} as const;

export const IpRecordInput = {
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
} as const;

export const IpRecordKind = {
  "enum": [
    "invention",
    "utility_model",
    "design",
    "software",
    "trademark"
  ]
} as const;

export const IpRecordRef = {
  "kind": {
    "enum": [
      "invention",
      "utility_model",
      "design",
      "software",
      "trademark"
    ]
  }
} as const;

export const IpRecordStatus = {
  "enum": [
    "pending",
    "granted",
    "rejected",
    "expired",
    "withdrawn"
  ]
} as const;

export const LedgerCompleteness = {
  "percent": {
    "minimum": 0,
    "maximum": 100
  }
} as const;

export const LedgerRecord = {
  "updatedAt": {
    "format": "date-time"
  }
} as const;

export const ListingDecision = {
  "expectedState": {
    "enum": [
      "pending",
      "approved",
      "rejected"
    ]
  }
} as const;

export const ListingKind = {
  "enum": [
    "product",
    "case"
  ]
} as const;

export const ListingReject = {
  "reason": {
    "minLength": 2,
    "maxLength": 200
  }
} as const;

export const ListingReview = {
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
} as const;

export const ListingReviewState = {
  "enum": [
    "pending",
    "approved",
    "rejected"
  ]
} as const;

export const ListingReviewStatus = {
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
} as const;

export const ListingReviewSummary = {
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
} as const;

export const LoginRequest = {
  "password": {
    "minLength": 1,
    "maxLength": 64
  },
  "username": {
    "minLength": 1,
    "maxLength": 32
  }
} as const;

export const MarketContact = {
  "name": {
    "minLength": 1,
    "maxLength": 30
  },
  "phone": {
    "pattern": "^(1\\d{10}|0\\d{2,3}-?\\d{7,8})$"
  }
} as const;

export const MarketListing = {
  "listedAt": {
    "format": "date-time"
  }
} as const;

export const MatchablePolicyCount = {
  "total": {
    "minimum": 0
  }
} as const;

export const MatchCategoryCount = {
  "eligible": {
    "minimum": 0
  },
  "total": {
    "minimum": 0
  }
} as const;

export const MatchReportPayload = {
  "outOfScope": {
    "maxItems": 100
  },
  "outOfScopeCount": {
    "minimum": 0
  },
  "policyCount": {
    "minimum": 0
  }
} as const;

export const MaterialContentType = {
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
} as const;

export const MaterialFile = {
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
} as const;

export const MaterialFileExtension = {
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
} as const;

export const MaterialMode = {
  "enum": [
    "upload",
    "onlineForm",
    "commitment"
  ],
  "default": "upload"
} as const;

export const MaterialState = {
  "enum": [
    "preparing",
    "ready",
    "submitted",
    "not_applicable"
  ]
} as const;

export const MaterialStateUpdate = {
  "state": {
    "enum": [
      "preparing",
      "not_applicable"
    ]
  }
} as const;

export const MaterialUpload = {
  "file": {
    "format": "binary"
  }
} as const;

export const Message = {
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
} as const;

export const MyCourse = {
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
} as const;

export const MyInstitution = {
  "status": {
    "enum": [
      "none",
      "pending",
      "approved",
      "rejected"
    ]
  }
} as const;

export const NeedProductMatch = {
  "need": {
    "minLength": 1,
    "maxLength": 20
  }
} as const;

export const NewsCategory = {
  "enum": [
    "notice",
    "announcement",
    "dynamic",
    "interpretation"
  ]
} as const;

export const NewsDetail = {
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
} as const;

export const NewsSummary = {
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
} as const;

export const NoticeDetail = {
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
} as const;

export const NoticeSummary = {
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
} as const;

export const OrgCase = {
  "updatedAt": {
    "format": "date-time"
  }
} as const;

export const OrgDashboard = {
  "recentOrders": {
    "maxItems": 5
  },
  "recentReviews": {
    "maxItems": 5
  }
} as const;

export const OrgProduct = {
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
} as const;

export const PasswordChangeRequest = {
  "currentPassword": {
    "minLength": 1,
    "maxLength": 64
  },
  "newPassword": {
    "pattern": "^.*([A-Za-z].*[0-9]|[0-9].*[A-Za-z]).*$",
    "minLength": 8,
    "maxLength": 64
  }
} as const;

export const PatentSubsidy = {
  "kind": {
    "enum": [
      "invention",
      "utility",
      "design",
      "pct",
      "software"
    ]
  }
} as const;

export const PhoneChangeRequest = {
  "currentPassword": {
    "minLength": 1,
    "maxLength": 64
  },
  "phone": {
    "pattern": "^1[3-9]\\d{9}$"
  },
  "smsCode": {
    "pattern": "^\\d{6}$"
  }
} as const;

export const PhoneCodeRequest = {
  "phone": {
    "pattern": "^1[3-9]\\d{9}$"
  }
} as const;

export const PhoneCodeSent = {
  "resendAfterSeconds": {
    "minimum": 0
  },
  "validMinutes": {
    "minimum": 1
  }
} as const;

export const PolicyArticle = {
  "id": {
    "pattern": "^[A-Za-z0-9_-]{1,24}$"
  },
  "kind": {
    "enum": [
      "article",
      "chapter",
      "paragraph"
    ]
  },
  "text": {
    "maxLength": 3000
  }
} as const;

export const PolicyDeclaration = {
  "conditions": {
    "maxItems": 30
  },
  "endTime": {
    "format": "date-time"
  },
  "keywords": {
    "maxItems": 10,
    "items": {
      "maxLength": 20
    }
  },
  "kind": {
    "enum": [
      "notice",
      "project"
    ]
  },
  "materials": {
    "maxItems": 30
  },
  "procedure": {
    "maxItems": 20,
    "items": {
      "maxLength": 200
    }
  },
  "projectName": {
    "maxLength": 120
  },
  "startTime": {
    "format": "date-time"
  },
  "summary": {
    "maxLength": 2000
  },
  "support": {
    "maxItems": 20,
    "items": {
      "maxLength": 500
    }
  },
  "title": {
    "maxLength": 120
  }
} as const;

export const PolicyDeclarationCondition = {
  "articleId": {
    "pattern": "^[A-Za-z0-9_-]{1,24}$"
  },
  "detail": {
    "maxLength": 500
  },
  "id": {
    "pattern": "^[A-Za-z0-9_-]{1,24}$"
  },
  "kind": {
    "enum": [
      "hard",
      "soft"
    ]
  },
  "title": {
    "maxLength": 60
  }
} as const;

export const PolicyDeclarationMaterial = {
  "description": {
    "maxLength": 300
  },
  "id": {
    "pattern": "^[A-Za-z0-9_-]{1,24}$"
  },
  "name": {
    "maxLength": 60
  }
} as const;

export const PolicyDeclarationService = {
  "address": {
    "maxLength": 120
  },
  "contact": {
    "maxLength": 30
  },
  "department": {
    "maxLength": 60
  },
  "hours": {
    "maxLength": 60
  },
  "phone": {
    "maxLength": 30
  }
} as const;

export const PolicyDeskAction = {
  "enum": [
    "edit",
    "submit",
    "withdraw",
    "approve",
    "return",
    "abandon",
    "revise",
    "repeal"
  ]
} as const;

export const PolicyDeskDetail = {
  "actions": {
    "items": {
      "enum": [
        "edit",
        "submit",
        "withdraw",
        "approve",
        "return",
        "abandon",
        "revise",
        "repeal"
      ]
    }
  },
  "repealDate": {
    "format": "date"
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

export const PolicyDeskEvent = {
  "action": {
    "enum": [
      "create",
      "save",
      "submit",
      "withdraw",
      "approve",
      "return",
      "abandon",
      "revise",
      "repeal"
    ]
  },
  "at": {
    "format": "date-time"
  }
} as const;

export const PolicyDeskFile = {
  "contentType": {
    "maxLength": 100
  },
  "id": {
    "minimum": 1
  },
  "name": {
    "maxLength": 100
  },
  "size": {
    "minimum": 0
  },
  "source": {
    "enum": [
      "desk",
      "published"
    ]
  }
} as const;

export const PolicyDeskFileUpload = {
  "file": {
    "format": "binary"
  }
} as const;

export const PolicyDeskRepeal = {
  "reason": {
    "minLength": 2,
    "maxLength": 500
  },
  "repealDate": {
    "format": "date"
  }
} as const;

export const PolicyDeskReturn = {
  "edits": {
    "minimum": 0
  },
  "reason": {
    "minLength": 2,
    "maxLength": 500
  }
} as const;

export const PolicyDeskStatus = {
  "enum": [
    "draft",
    "pending",
    "published",
    "repealed",
    "abandoned"
  ]
} as const;

export const PolicyDeskStep = {
  "edits": {
    "minimum": 0
  }
} as const;

export const PolicyDeskSummary = {
  "level": {
    "enum": [
      "national",
      "provincial",
      "municipal",
      "district"
    ]
  },
  "status": {
    "enum": [
      "draft",
      "pending",
      "published",
      "repealed",
      "abandoned"
    ]
  },
  "updatedAt": {
    "format": "date-time"
  }
} as const;

export const PolicyDetail = {
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
} as const;

export const PolicyDocument = {
  "articles": {
    "maxItems": 100
  },
  "attachments": {
    "maxItems": 10
  },
  "category": {
    "maxLength": 30
  },
  "docNo": {
    "maxLength": 60
  },
  "effectiveDate": {
    "format": "date"
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
  "publishDate": {
    "format": "date"
  },
  "regionCode": {
    "pattern": "^\\d{6}$"
  },
  "supportAmount": {
    "minimum": 0,
    "maximum": 100000
  },
  "title": {
    "maxLength": 120
  },
  "writtenDate": {
    "format": "date"
  }
} as const;

export const PolicyDraftSave = {
  "edits": {
    "minimum": 0
  },
  "note": {
    "maxLength": 500
  }
} as const;

export const PolicyFundingAmount = {
  "amount": {
    "minimum": 0,
    "maximum": 100000
  },
  "counts": {
    "maxLength": 40
  },
  "kind": {
    "enum": [
      "fixed",
      "perUnit",
      "rate",
      "tiers",
      "upTo",
      "notFromLedger"
    ]
  },
  "metric": {
    "maxLength": 60
  },
  "rate": {
    "minimum": 0,
    "maximum": 1
  },
  "reason": {
    "maxLength": 200
  },
  "tiers": {
    "maxItems": 10
  },
  "unitAmount": {
    "minimum": 0,
    "maximum": 100000
  },
  "window": {
    "maxLength": 20
  }
} as const;

export const PolicyFundingCap = {
  "amount": {
    "minimum": 0,
    "maximum": 100000
  },
  "articleId": {
    "pattern": "^[A-Za-z0-9_-]{1,24}$"
  },
  "item": {
    "pattern": "^([一二三四五六七八九十]{1,3}|\\d{1,2})$"
  }
} as const;

export const PolicyFundingExclusive = {
  "articleId": {
    "pattern": "^[A-Za-z0-9_-]{1,24}$"
  },
  "id": {
    "pattern": "^[A-Za-z0-9_-]{1,24}$"
  },
  "item": {
    "pattern": "^([一二三四五六七八九十]{1,3}|\\d{1,2})$"
  },
  "items": {
    "maxItems": 20,
    "items": {
      "pattern": "^[A-Za-z0-9_-]{1,24}$"
    }
  },
  "title": {
    "maxLength": 60
  }
} as const;

export const PolicyFundingGroup = {
  "cap": {
    "minimum": 0,
    "maximum": 100000
  },
  "id": {
    "pattern": "^[a-z0-9-]{2,40}$"
  },
  "rule": {
    "enum": [
      "one",
      "cap"
    ]
  },
  "title": {
    "maxLength": 60
  }
} as const;

export const PolicyFundingItem = {
  "articleId": {
    "pattern": "^[A-Za-z0-9_-]{1,24}$"
  },
  "cap": {
    "minimum": 0,
    "maximum": 100000
  },
  "id": {
    "pattern": "^[A-Za-z0-9_-]{1,24}$"
  },
  "item": {
    "pattern": "^([一二三四五六七八九十]{1,3}|\\d{1,2})$"
  },
  "title": {
    "maxLength": 60
  }
} as const;

export const PolicyFundingRules = {
  "exclusive": {
    "maxItems": 10
  },
  "items": {
    "minItems": 1,
    "maxItems": 20
  },
  "itemTitle": {
    "maxLength": 60
  }
} as const;

export const PolicyFundingTier = {
  "amount": {
    "minimum": 0,
    "maximum": 100000
  },
  "min": {
    "minimum": 0,
    "maximum": 100000000
  }
} as const;

export const PolicyFundingWhen = {
  "checks": {
    "minItems": 1,
    "maxItems": 5
  },
  "confirm": {
    "maxLength": 60
  },
  "title": {
    "maxLength": 60
  }
} as const;

export const PolicyLevel = {
  "enum": [
    "national",
    "provincial",
    "municipal",
    "district"
  ]
} as const;

export const PolicyMatch = {
  "matchDegree": {
    "minimum": 0,
    "maximum": 100
  },
  "status": {
    "enum": [
      "eligible",
      "ineligible",
      "incomplete",
      "held"
    ]
  }
} as const;

export const PolicyOpenRevision = {
  "createdAt": {
    "format": "date-time"
  },
  "publishedAt": {
    "format": "date-time"
  },
  "reviewedAt": {
    "format": "date-time"
  },
  "status": {
    "enum": [
      "draft",
      "pending",
      "published",
      "superseded",
      "abandoned"
    ]
  },
  "submittedAt": {
    "format": "date-time"
  },
  "updatedAt": {
    "format": "date-time"
  }
} as const;

export const PolicyPublishedVersion = {
  "publishedAt": {
    "format": "date-time"
  }
} as const;

export const PolicyRevisionStatus = {
  "enum": [
    "draft",
    "pending",
    "published",
    "superseded",
    "abandoned"
  ]
} as const;

export const PolicyRevisionSummary = {
  "createdAt": {
    "format": "date-time"
  },
  "publishedAt": {
    "format": "date-time"
  },
  "reviewedAt": {
    "format": "date-time"
  },
  "status": {
    "enum": [
      "draft",
      "pending",
      "published",
      "superseded",
      "abandoned"
    ]
  },
  "submittedAt": {
    "format": "date-time"
  }
} as const;

export const PolicyRuleCheck = {
  "metric": {
    "maxLength": 60
  },
  "op": {
    "enum": [
      ">=",
      ">",
      "<=",
      "<",
      "==",
      "!=",
      "truthy",
      "falsy",
      "within",
      null
    ]
  },
  "value": {
    "maxLength": 60
  }
} as const;

export const PolicyRuleCondition = {
  "anyOf": {
    "maxItems": 5
  },
  "articleId": {
    "pattern": "^[A-Za-z0-9_-]{1,24}$"
  },
  "decidedBy": {
    "enum": [
      "ledger",
      "evidence"
    ]
  },
  "evidence": {
    "maxLength": 120
  },
  "id": {
    "pattern": "^[A-Za-z0-9_-]{1,24}$"
  },
  "item": {
    "pattern": "^([一二三四五六七八九十]{1,3}|\\d{1,2})$"
  },
  "kind": {
    "enum": [
      "hard",
      "soft"
    ]
  },
  "metric": {
    "maxLength": 60
  },
  "op": {
    "enum": [
      ">=",
      ">",
      "<=",
      "<",
      "==",
      "!=",
      "truthy",
      "falsy",
      "within",
      null
    ]
  },
  "reason": {
    "maxLength": 200
  },
  "title": {
    "maxLength": 60
  },
  "value": {
    "maxLength": 60
  }
} as const;

export const PolicyRules = {
  "conditions": {
    "maxItems": 40
  }
} as const;

export const PolicyRuleSample = {
  "status": {
    "enum": [
      "eligible",
      "incomplete",
      "ineligible",
      "held"
    ]
  }
} as const;

export const PolicyRuleSampleCondition = {
  "kind": {
    "enum": [
      "hard",
      "soft"
    ]
  },
  "status": {
    "enum": [
      "pass",
      "fail",
      "unknown"
    ]
  }
} as const;

export const PolicyRuleSampleTrialInput = {
  "deskId": {
    "minimum": 1
  },
  "userIds": {
    "minItems": 1,
    "maxItems": 5,
    "items": {
      "minimum": 1
    }
  }
} as const;

export const PolicyRuleSetVersion = {
  "at": {
    "format": "date-time"
  },
  "number": {
    "minimum": 1
  }
} as const;

export const PolicyRuleTrialEnterpriseListEnvelope = {
  "data": {
    "maxItems": 10
  }
} as const;

export const PolicyRuleTrialInput = {
  "deskId": {
    "minimum": 1
  }
} as const;

export const PolicySummary = {
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
} as const;

export const PriceMode = {
  "enum": [
    "fixed",
    "from",
    "negotiable"
  ]
} as const;

export const ProductCoverUpload = {
  "file": {
    "format": "binary"
  }
} as const;

export const PublicCertificate = {
  "approvedAt": {
    "format": "date-time"
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
  }
} as const;

export const PushJob = {
  "status": {
    "enum": [
      "pending",
      "done"
    ]
  }
} as const;

export const PushMatchCondition = {
  "status": {
    "enum": [
      "pass",
      "unknown"
    ]
  }
} as const;

export const Qualification = {
  "validUntil": {
    "format": "date"
  }
} as const;

export const QualityEnterpriseDetail = {
  "industry": {
    "pattern": "^[A-T]$"
  }
} as const;

export const QualityEnterpriseSummary = {
  "industry": {
    "pattern": "^[A-T]$"
  }
} as const;

export const QualityEnterpriseTier = {
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

export const QualityTier = {
  "enum": [
    "littleGiant",
    "specialized",
    "innovative",
    "highTech",
    "techSme"
  ]
} as const;

export const RatingSummary = {
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
} as const;

export const RecommendedPolicy = {
  "status": {
    "enum": [
      "eligible",
      "incomplete"
    ]
  }
} as const;

export const RegionNode = {
  "level": {
    "enum": [
      "province",
      "city",
      "district"
    ]
  }
} as const;

export const RegisterRequest = {
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
} as const;

export const Report = {
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
} as const;

export const ReportSummary = {
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
} as const;

export const ReportType = {
  "enum": [
    "match",
    "project_evaluation",
    "high_tech",
    "specialized"
  ]
} as const;

export const ReviewScores = {
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
} as const;

export const SearchArea = {
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
} as const;

export const SearchSuggestions = {
  "nearby": {
    "maxItems": 6
  },
  "popular": {
    "maxItems": 8
  }
} as const;

export const ServiceCaseCard = {
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
} as const;

export const ServiceCaseInput = {
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
} as const;

export const ServiceCategory = {
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
} as const;

export const ServiceNeedCount = {
  "need": {
    "minLength": 1,
    "maxLength": 20
  }
} as const;

export const ServiceOrder = {
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
} as const;

export const ServiceOrderAction = {
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
} as const;

export const ServiceOrderCancel = {
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
} as const;

export const ServiceOrderCreate = {
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
} as const;

export const ServiceOrderCreateForm = {
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
} as const;

export const ServiceOrderDeliver = {
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
} as const;

export const ServiceOrderEvent = {
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
} as const;

export const ServiceOrderFile = {
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
} as const;

export const ServiceOrderFileUpload = {
  "file": {
    "format": "binary"
  }
} as const;

export const ServiceOrderQuote = {
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
} as const;

export const ServiceOrderQuoteInput = {
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
} as const;

export const ServiceOrderReason = {
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
} as const;

export const ServiceOrderStatus = {
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
} as const;

export const ServiceOrderSummary = {
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
} as const;

export const ServiceOrderTransition = {
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
} as const;

export const ServiceProductCard = {
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
} as const;

export const ServiceProductInput = {
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
} as const;

export const ServiceProductShelf = {
  "status": {
    "enum": [
      "on_shelf",
      "off_shelf"
    ]
  }
} as const;

export const ServiceProductStatus = {
  "enum": [
    "on_shelf",
    "off_shelf"
  ]
} as const;

export const ServiceReview = {
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
} as const;

export const ServiceReviewInput = {
  "text": {
    "minLength": 5,
    "maxLength": 500
  }
} as const;

export const SsoExchangeRequest = {
  "token": {
    "minLength": 1,
    "maxLength": 128
  }
} as const;

export const StaffSize = {
  "enum": [
    "1-9 人",
    "10-19 人",
    "20-49 人",
    "50-99 人",
    "100-299 人",
    "300 人及以上"
  ]
} as const;

export const Subscription = {
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
} as const;

export const SubsidyEstimate = {
  "conservative": {
    "minimum": 0
  },
  "optimistic": {
    "minimum": 0
  }
} as const;

export const TalentAvailability = {
  "enum": [
    "immediate",
    "withinMonth",
    "projectOnly"
  ]
} as const;

export const TalentContract = {
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
} as const;

export const TalentContractCreate = {
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
} as const;

export const TalentContractStatus = {
  "enum": [
    "sent",
    "viewed",
    "accepted",
    "declined",
    "withdrawn"
  ]
} as const;

export const TalentDetail = {
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
} as const;

export const TalentEducation = {
  "enum": [
    "college",
    "bachelor",
    "master",
    "doctor"
  ]
} as const;

export const TalentPayUnit = {
  "enum": [
    "month",
    "day",
    "project"
  ]
} as const;

export const TalentSummary = {
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
} as const;

export const UserInfo = {
  "userType": {
    "enum": [
      "enterprise",
      "org",
      "admin"
    ]
  }
} as const;

export const Validity = {
  "enum": [
    "valid",
    "repealed"
  ]
} as const;

export const ViewRecordRequest = {
  "type": {
    "minLength": 1,
    "maxLength": 50
  }
} as const;
