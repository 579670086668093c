import { useSession } from '@smes/session';

export type AccountContact = { contactName: string; contactPhone: string };

/**
 * The contact a form starts from: the signed-in account's phone (the one the SSO login verified). The account holds
 * no person's name, so 联系人 is left for the person to write. Every form that asks for a contact (下单, 我要对接,
 * 融资对接, 活动报名) starts here, so none of them asks for what the portal already knows.
 */
export function useAccountContact(): AccountContact {
  const { userInfo } = useSession();
  return { contactName: '', contactPhone: typeof userInfo?.phone === 'string' ? userInfo.phone : '' };
}
