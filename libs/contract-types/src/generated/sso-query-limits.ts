// Generated from openapi/sso.yaml by tools/scripts/generate-api-types.mjs. Do not edit.

// Members of SSO_QUERY_LIMITS (sso-limits.ts), one module each.

export { notesMaterialWritingPage } from './sso-query-limits/notes-material-writing-page';
export { ssoLoginPage } from './sso-query-limits/sso-login-page';
export { ssoLogoutPage } from './sso-query-limits/sso-logout-page';
export { ssoPasswordResetPage } from './sso-query-limits/sso-password-reset-page';
export { ssoPrivacyPolicyPage } from './sso-query-limits/sso-privacy-policy-page';
export { ssoRegisterPage } from './sso-query-limits/sso-register-page';
export { ssoSmsLoginPage } from './sso-query-limits/sso-sms-login-page';
export { ssoUserAgreementPage } from './sso-query-limits/sso-user-agreement-page';
