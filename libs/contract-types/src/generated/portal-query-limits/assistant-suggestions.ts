// Generated from openapi/portal.yaml by tools/scripts/generate-api-types.mjs. Do not edit.

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
