import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useUserInfo } from '@smes/api';
import { useSession } from '@smes/session';
import { ErrorState, LoadingState, getErrorMessage } from '@smes/ui';
import { paths } from '../app/paths';

type AccountKind = 'org' | 'admin';

const REFUSALS: Record<AccountKind, { purpose: string; other: string }> = {
  org: { purpose: '入驻认证由服务机构账号办理', other: '当前账号不是服务机构账号，不能提交入驻认证。' },
  admin: { purpose: '入驻审核仅对平台运营账号开放', other: '当前账号不能查看或审核入驻申请。' },
};

export type AccountGateProps = {
  kind: AccountKind;
  /** What the refusal says when the screen is another than the certification ones (需求审核). */
  refusal?: { purpose: string; other: string };
  children: ReactNode;
};

/**
 * Certification screens are for one kind of account: the institution applying or the operator reviewing.
 * The server refuses the others (403); this says so first, from the signed-in account.
 */
export function AccountGate({ kind, refusal = REFUSALS[kind], children }: AccountGateProps) {
  const { isLoggedIn } = useSession();
  const user = useUserInfo();
  if (!isLoggedIn) return <NoAccess title="请先登录" text={`${refusal.purpose}，请先在工作台登录。`} />;
  if (user.isPending) return <LoadingState />;
  if (user.error) return <ErrorState message={getErrorMessage(user.error)} onRetry={() => void user.refetch()} />;
  if (user.data.userType !== kind) return <NoAccess title="无权访问" text={refusal.other} />;
  return children;
}

function NoAccess({ title, text }: { title: string; text: string }) {
  return (
    <Stack spacing={2} sx={{ maxWidth: 640 }}>
      <Alert severity="warning">
        <AlertTitle>{title}</AlertTitle>
        {text}
      </Alert>
      <Button component={RouterLink} to={paths.home} variant="outlined" sx={{ alignSelf: 'flex-start' }}>
        返回工作台
      </Button>
    </Stack>
  );
}
