// Generated from openapi/portal.yaml by tools/scripts/generate-api-types.mjs. Do not edit.

export const adminPolicyDeskTrialEnterprises = {
  "keyword": {
    "minLength": 1,
    "maxLength": 50
  },
  "regionCode": {
    "pattern": "^\\d{6}$"
  }
} as const;
