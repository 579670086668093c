import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { crossAppHref, useShell } from '@smes/shell';

/**
 * An enterprise account that signs in to the console (a wrong bookmark, a shared computer) is told where its
 * work is, with a link there (signed in through the SSO host), instead of an institution's certification prompt
 * it has no use for.
 */
export function EnterpriseAccountNotice() {
  const { config } = useShell();
  return (
    <Alert severity="info" sx={{ maxWidth: 760 }}>
      <AlertTitle>您登录的是企业账号</AlertTitle>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <span>服务机构工作台供服务机构使用。找政策、找服务、下单和查看订单，请前往中小企业服务门户。</span>
        <Button href={crossAppHref(config.portalOrigin)} variant="contained" size="small">
          前往企业服务门户
        </Button>
      </Stack>
    </Alert>
  );
}
