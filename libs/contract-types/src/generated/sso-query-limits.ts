// Generated from openapi/sso.yaml by tools/scripts/generate-api-types.mjs. Do not edit.

// Members of SSO_QUERY_LIMITS (sso-limits.ts).

export const notesMaterialWritingPage = {
  "projectId": {
    "maxLength": 64
  },
  "redirect": {
    "maxLength": 500
  },
  "secret": {
    "maxLength": 200
  },
  "ssotoken": {
    "maxLength": 200
  }
} as const;

export const ssoLoginPage = {
  "backUrl": {
    "maxLength": 500
  }
} as const;

export const ssoLogoutPage = {
  "backUrl": {
    "maxLength": 500
  }
} as const;

export const ssoPasswordResetPage = {
  "backUrl": {
    "maxLength": 500
  }
} as const;

export const ssoPrivacyPolicyPage = {
  "backUrl": {
    "maxLength": 500
  }
} as const;

export const ssoRegisterPage = {
  "backUrl": {
    "maxLength": 500
  }
} as const;

export const ssoSmsLoginPage = {
  "backUrl": {
    "maxLength": 500
  }
} as const;

export const ssoUserAgreementPage = {
  "backUrl": {
    "maxLength": 500
  }
} as const;
