// Generated from openapi/sso.yaml by tools/scripts/generate-api-types.mjs. Do not edit.

/** Limits of each operation's query parameters (by operationId, then parameter name), as openapi/sso.yaml states them. */
export const SSO_QUERY_LIMITS = {
  "notesMaterialWritingPage": {
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
  },
  "ssoLoginPage": {
    "backUrl": {
      "maxLength": 500
    }
  },
  "ssoLogoutPage": {
    "backUrl": {
      "maxLength": 500
    }
  },
  "ssoPasswordResetPage": {
    "backUrl": {
      "maxLength": 500
    }
  },
  "ssoPrivacyPolicyPage": {
    "backUrl": {
      "maxLength": 500
    }
  },
  "ssoRegisterPage": {
    "backUrl": {
      "maxLength": 500
    }
  },
  "ssoSmsLoginPage": {
    "backUrl": {
      "maxLength": 500
    }
  },
  "ssoUserAgreementPage": {
    "backUrl": {
      "maxLength": 500
    }
  }
} as const;

/** Enums of the enum schemas, and limits of the other schemas' properties, as openapi/sso.yaml states them. */
export const SSO_SCHEMA_LIMITS = {
  "GetTokenRequest": {
    "key": {
      "minLength": 1,
      "maxLength": 200
    }
  },
  "LoginForm": {
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
    }
  },
  "PasswordResetForm": {
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
    }
  },
  "RegisterForm": {
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
    }
  },
  "SmsCodeForm": {
    "backUrl": {
      "maxLength": 500
    },
    "phone": {
      "pattern": "^1[3-9]\\d{9}$"
    }
  },
  "SmsLoginForm": {
    "backUrl": {
      "maxLength": 500
    },
    "code": {
      "pattern": "^[0-9]{6}$"
    },
    "phone": {
      "pattern": "^1[3-9]\\d{9}$"
    }
  },
  "SpecialLoginRequest": {
    "phone": {
      "pattern": "^1[3-9]\\d{9}$"
    }
  }
} as const;
