// Generated from openapi/sso.yaml by tools/scripts/generate-api-types.mjs. Do not edit.

// Members of SSO_SCHEMA_LIMITS (sso-limits.ts).

export const GetTokenRequest = {
  "key": {
    "minLength": 1,
    "maxLength": 200
  }
} as const;

export const LoginForm = {
  "backUrl": {
    "maxLength": 500
  },
  "password": {
    "minLength": 1,
    "maxLength": 64
  },
  "username": {
    "minLength": 1,
    "maxLength": 32
  },
  "xsrfToken": {
    "maxLength": 100
  }
} as const;

export const PasswordResetForm = {
  "backUrl": {
    "maxLength": 500
  },
  "code": {
    "pattern": "^[0-9]{6}$"
  },
  "password": {
    "minLength": 8,
    "maxLength": 64
  },
  "passwordConfirm": {
    "minLength": 1,
    "maxLength": 64
  },
  "phone": {
    "pattern": "^1[3-9]\\d{9}$"
  },
  "xsrfToken": {
    "maxLength": 100
  }
} as const;

export const RegisterForm = {
  "agree": {
    "enum": [
      "yes"
    ]
  },
  "backUrl": {
    "maxLength": 500
  },
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
  },
  "xsrfToken": {
    "maxLength": 100
  }
} as const;

export const SmsCodeForm = {
  "backUrl": {
    "maxLength": 500
  },
  "phone": {
    "pattern": "^1[3-9]\\d{9}$"
  },
  "xsrfToken": {
    "maxLength": 100
  }
} as const;

export const SmsLoginForm = {
  "backUrl": {
    "maxLength": 500
  },
  "code": {
    "pattern": "^[0-9]{6}$"
  },
  "phone": {
    "pattern": "^1[3-9]\\d{9}$"
  },
  "xsrfToken": {
    "maxLength": 100
  }
} as const;

export const SpecialLoginRequest = {
  "phone": {
    "pattern": "^1[3-9]\\d{9}$"
  }
} as const;
