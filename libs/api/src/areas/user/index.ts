export { login, useLogin } from './login';
export { register, useRegister } from './register';
export { logout, useLogout } from './logout';
export type { LogoutOutcome } from './logout';
export { getUserInfo, userInfoQueryOptions, useUserInfo } from './get-user-info';
export type { UseUserInfoOptions } from './get-user-info';
export { toSessionUserInfo } from './session-user-info';
