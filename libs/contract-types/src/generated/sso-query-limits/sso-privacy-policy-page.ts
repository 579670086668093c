// Generated from openapi/sso.yaml by tools/scripts/generate-api-types.mjs. Do not edit.

export const ssoPrivacyPolicyPage = {
  "backUrl": {
    "maxLength": 500
  }
} as const;
