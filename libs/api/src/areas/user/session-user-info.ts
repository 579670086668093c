import type { UserInfo } from '@smes/session';
import type { PortalUserInfo } from '../../types';

/** The portal user as the spec's `userinfo` storage entry; a missing phone is left out, never stored as null. */
export function toSessionUserInfo(info: PortalUserInfo): UserInfo {
  const { phone, ...rest } = info;
  return phone ? { ...rest, phone } : { ...rest };
}
