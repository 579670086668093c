// Generated from openapi/portal.yaml by tools/scripts/generate-api-types.mjs. Do not edit.

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
