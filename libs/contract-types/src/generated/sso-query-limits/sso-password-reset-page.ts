// Generated from openapi/sso.yaml by tools/scripts/generate-api-types.mjs. Do not edit.

export const ssoPasswordResetPage = {
  "backUrl": {
    "maxLength": 500
  }
} as const;
