// Generated from openapi/sso.yaml by tools/scripts/generate-api-types.mjs. Do not edit.

export const notesMaterialWritingPage = {
  "projectId": {
    "maxLength": 64
  },
  "redirect": {
    "maxLength": 500
  },
  "saved": {
    "maxLength": 64
  },
  "secret": {
    "maxLength": 200
  },
  "ssotoken": {
    "maxLength": 200
  }
} as const;
