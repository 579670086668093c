import { useMyInstitution } from '@smes/api';
import { useSession } from '@smes/session';

const STATUS_WORDS = { none: '未认证', pending: '认证审核中', rejected: '认证未通过' } as const;

/**
 * The console header names an institution account by where its certification stands: the certified
 * institution's name once approved, else the account with 未认证 / 认证审核中 / 认证未通过. The account's
 * nickname from registration ("新入驻机构") says nothing about that. Other accounts keep their nickname.
 */
export function useInstitutionAccountLabel(): string | null {
  const { userInfo } = useSession();
  const isInstitution = userInfo?.userType === 'org';
  const mine = useMyInstitution({ enabled: isInstitution });
  if (!isInstitution || !mine.data) return null;
  const { status, institution } = mine.data;
  if (status === 'approved' && institution) return `${institution.name}（已认证）`;
  const name = userInfo.nickName || userInfo.username;
  return status === 'approved' ? `${name}（已认证）` : `${name}（${STATUS_WORDS[status]}）`;
}
