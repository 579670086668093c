import Box from '@mui/material/Box';
import Button from '@mui/material/Button';

export type VisitorEntriesProps = {
  loginHref?: string;
  onLogin?: () => void;
  registerHref?: string;
  onRegister?: () => void;
};

/**
 * The header's 登录 and 注册 for a visitor (注册 from the small breakpoint up). Apart from UserMenu, the signed-in
 * account's button: a visitor's header draws only this, and the account's comes with its own chunk (ADR 129).
 */
export function VisitorEntries({ loginHref, onLogin, registerHref, onRegister }: VisitorEntriesProps) {
  return (
    <Box sx={{ display: 'flex', gap: 1 }}>
      <Button color="inherit" href={loginHref} onClick={onLogin}>
        登录
      </Button>
      <Button color="inherit" variant="outlined" href={registerHref} onClick={onRegister} sx={{ display: { xs: 'none', sm: 'inline-flex' } }}>
        注册
      </Button>
    </Box>
  );
}
