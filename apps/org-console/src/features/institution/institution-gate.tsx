import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useMyInstitution, useUserInfo } from '@smes/api';
import { useSession } from '@smes/session';
import { AsyncContent } from '@smes/ui';
import { paths } from '../../app/paths';

export type InstitutionGateProps = { children: ReactNode };

/**
 * The screens of a certified institution (orders, products, cases). Anyone else — a visitor, an enterprise
 * account, an institution still 待审核 or 已驳回 — is sent to the 工作台, which tells each of them why and
 * what to do next; the server refuses their calls anyway (403).
 */
export function InstitutionGate({ children }: InstitutionGateProps) {
  const { isLoggedIn } = useSession();
  const user = useUserInfo();
  const isOrg = user.data?.userType === 'org';
  const mine = useMyInstitution();
  if (!isLoggedIn) return <Navigate to={paths.home} replace />;
  if (user.data && !isOrg) return <Navigate to={paths.home} replace />;
  return (
    <AsyncContent isPending={user.isPending || mine.isPending} error={user.error ?? mine.error} data={mine.data} onRetry={() => void mine.refetch()}>
      {(data) => (data.status === 'approved' ? children : <Navigate to={paths.home} replace />)}
    </AsyncContent>
  );
}
