import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { Link as RouterLink, Navigate } from 'react-router-dom';
import { useMyInstitution, useUserInfo } from '@smes/api';
import { useSession } from '@smes/session';
import { AsyncContent } from '@smes/ui';
import { paths } from '../../app/paths';

export type InstitutionGateProps = { children: ReactNode };

/**
 * The screens of a certified institution (orders, products, cases). An enterprise account does not belong in the
 * console at all: it is sent to the 工作台, which points it to the enterprise portal. A visitor or an institution
 * that is not 已通过 stays on the screen (its title and heading still say where it is) and is told why it cannot
 * use it yet, with the way to the 工作台 where it logs in or sees its certification. No institution call is made
 * for them; the server would refuse it (403).
 */
export function InstitutionGate({ children }: InstitutionGateProps) {
  const { isLoggedIn } = useSession();
  const user = useUserInfo();
  const mine = useMyInstitution();
  if (!isLoggedIn) {
    return <Blocked title="请先登录" text="登录服务机构账号后才能使用此功能。" action="前往工作台登录" />;
  }
  if (user.data?.userType === 'enterprise') return <Navigate to={paths.home} replace />;
  if (user.data?.userType === 'admin') {
    return <Blocked title="此功能供服务机构使用" text="平台运营账号不能处理机构的订单、产品和案例。" action="返回工作台" />;
  }
  return (
    <AsyncContent isPending={user.isPending || mine.isPending} error={user.error ?? mine.error} data={mine.data} onRetry={() => void mine.refetch()}>
      {(data) =>
        data.status === 'approved' ? (
          children
        ) : (
          <Blocked title="本机构尚未通过认证" text="服务机构通过平台认证后，才能发布产品与案例、承接企业订单。" action="在工作台查看认证状态" />
        )
      }
    </AsyncContent>
  );
}

function Blocked({ title, text, action }: { title: string; text: string; action: string }) {
  return (
    <Alert severity="info" sx={{ maxWidth: 760 }}>
      <AlertTitle>{title}</AlertTitle>
      <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
        <span>{text}</span>
        <Button component={RouterLink} to={paths.home} variant="outlined" size="small">
          {action}
        </Button>
      </Stack>
    </Alert>
  );
}
