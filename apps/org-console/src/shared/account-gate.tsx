import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useUserInfo, type PortalUserInfo } from '@smes/api';
import { useSession } from '@smes/session';
import { ErrorState, LoadingState, getErrorMessage } from '@smes/ui';
import { paths } from '../app/paths';

/** Which screens a gate guards: the account type they are for, and what the others are told. */
const GATES = {
  certification: { accountType: 'org', purpose: '入驻认证由服务机构账号办理', other: '当前账号不是服务机构账号，不能提交入驻认证。' },
  certificationReview: { accountType: 'admin', purpose: '入驻审核仅对平台运营账号开放', other: '当前账号不能查看或审核入驻申请。' },
  applicationReview: { accountType: 'admin', purpose: '申报受理仅对平台运营账号开放', other: '申报受理仅对平台运营账号开放，当前账号不能查看或办理申报。' },
  demandReview: { accountType: 'admin', purpose: '需求审核仅对平台运营账号开放', other: '当前账号不能查看或审核企业发布的需求。' },
  listingReview: { accountType: 'admin', purpose: '上架审核仅对平台运营账号开放', other: '当前账号不能查看或审核机构发布的产品和案例。' },
  chainContacts: { accountType: 'admin', purpose: '产业链对接仅对平台运营账号开放', other: '当前账号不能查看或处理企业对链主机会的对接请求。' },
  policyPublish: { accountType: 'admin', purpose: '政策发布仅对平台运营账号开放', other: '当前账号不能起草、审核或发布政策。' },
} as const satisfies Record<string, { accountType: PortalUserInfo['userType']; purpose: string; other: string }>;

export type AccountGateProps = { screens: keyof typeof GATES; children: ReactNode };

/**
 * The one account gate of the console's single-account-type screens: the institution applying for certification,
 * the operator reviewing applications and certifications. The server refuses the others (403); this says so first,
 * from the signed-in account. (The institution's own work sits behind InstitutionGate, which also needs approval.)
 */
export function AccountGate({ screens, children }: AccountGateProps) {
  const { isLoggedIn } = useSession();
  const user = useUserInfo();
  const gate = GATES[screens];
  if (!isLoggedIn) return <NoAccess title="请先登录" text={`${gate.purpose}，请先在工作台登录。`} />;
  if (user.isPending) return <LoadingState />;
  if (user.error) return <ErrorState message={getErrorMessage(user.error)} onRetry={() => void user.refetch()} />;
  if (user.data.userType !== gate.accountType) return <NoAccess title="无权访问" text={gate.other} />;
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
