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

export type OperatorOnlyProps = { children: ReactNode };

/**
 * The operator screens open only for the platform operator account. The server refuses everyone else
 * (403); this says so before asking it, from the account the session holds.
 */
export function OperatorOnly({ children }: OperatorOnlyProps) {
  const { isLoggedIn } = useSession();
  const user = useUserInfo();
  if (!isLoggedIn) return <NoAccess title="请先登录" text="申报受理仅对平台运营账号开放，请先在工作台登录。" />;
  if (user.isPending) return <LoadingState />;
  if (user.error) return <ErrorState message={getErrorMessage(user.error)} onRetry={() => void user.refetch()} />;
  if (user.data.userType !== 'admin') return <NoAccess title="无权访问" text="申报受理仅对平台运营账号开放，当前账号不能查看或办理申报。" />;
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
