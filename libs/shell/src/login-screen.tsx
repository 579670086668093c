import { useEffect, useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useLogin } from '@smes/api';
import { safeRedirectPath, useSession } from '@smes/session';
import { InputField, PageContainer, validateFields } from '@smes/ui';
import { HOME_PATH } from './app-providers';
import { VIA_SSO_PARAM, VIA_SSO_VALUE } from './cross-app-link';
import { useShell } from './shell-context';

export type LoginScreenProps = {
  /** Heading, e.g. 登录中小企业服务门户. */
  heading: string;
  /** In-app register path; when absent the SSO register page is offered. */
  registerPath?: string;
};

const schema = {
  username: { label: '账号', rules: { required: true, max: 32 } },
  password: { label: '密码', rules: { required: true, max: 64 } },
} as const;

/** /login: the portal's own login (POST /api/v1/user/login) and the way to the SSO login page. */
export function LoginScreen({ heading, registerPath }: LoginScreenProps) {
  const { ssoUrls } = useShell();
  const { isLoggedIn } = useSession();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const login = useLogin();
  const [values, setValues] = useState({ username: '', password: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const target = safeRedirectPath(searchParams.get('redirect'), HOME_PATH);
  // Arriving from the other app (crossAppHref): the visitor is signed in there, so the SSO host is asked at once.
  const viaSso = searchParams.get(VIA_SSO_PARAM) === VIA_SSO_VALUE;

  useEffect(() => {
    if (!viaSso) return;
    if (isLoggedIn) navigate(target, { replace: true });
    else window.location.replace(ssoUrls.login(target));
  }, [viaSso, isLoggedIn, navigate, target, ssoUrls]);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateFields(values, schema);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    login.mutate(
      { username: values.username.trim(), password: values.password },
      { onSuccess: () => navigate(target, { replace: true }) },
    );
  };

  const handleChange = (field: keyof typeof values) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: '' }));
  };

  return (
    <PageContainer>
      <Box sx={{ display: 'flex', justifyContent: 'center', py: { xs: 3, md: 6 } }}>
        <Paper variant="outlined" sx={{ width: '100%', maxWidth: 440, p: { xs: 3, sm: 4 } }}>
          <Typography component="h1" variant="h5" sx={{ mb: 1, fontWeight: 600 }}>
            {heading}
          </Typography>
          {viaSso ? (
            <Typography role="status" color="text.secondary">
              正在通过统一身份认证登录…
            </Typography>
          ) : isLoggedIn ? (
            <Stack spacing={2}>
              <Alert severity="success">您已登录。</Alert>
              <Button component={RouterLink} to={target} variant="contained">
                继续
              </Button>
            </Stack>
          ) : (
            <>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
                使用手机号或用户名登录，或通过统一身份认证登录。
              </Typography>
              <Box component="form" noValidate onSubmit={handleSubmit} aria-label="登录表单">
                <Stack spacing={2}>
                  <InputField
                    size="medium"
                    label="账号"
                    name="username"
                    autoComplete="username"
                    placeholder="手机号或用户名"
                    value={values.username}
                    onChange={handleChange('username')}
                    error={Boolean(errors.username)}
                    helperText={errors.username || ' '}
                    required
                    fullWidth
                  />
                  <InputField
                    size="medium"
                    label="密码"
                    name="password"
                    type="password"
                    autoComplete="current-password"
                    value={values.password}
                    onChange={handleChange('password')}
                    error={Boolean(errors.password)}
                    helperText={errors.password || ' '}
                    required
                    fullWidth
                  />
                  {login.error ? <Alert severity="error">{login.error.message}</Alert> : null}
                  <Button type="submit" variant="contained" size="large" loading={login.isPending}>
                    登录
                  </Button>
                </Stack>
              </Box>
              <Divider sx={{ my: 3 }}>或</Divider>
              <Stack spacing={1.5}>
                <Button href={ssoUrls.login(target)} variant="outlined" size="large">
                  统一身份认证登录
                </Button>
                <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
                  还没有账号？
                  {registerPath ? (
                    <Link component={RouterLink} to={registerPath} underline="always">
                      立即注册
                    </Link>
                  ) : (
                    <Link href={ssoUrls.register(target)} underline="always">立即注册</Link>
                  )}
                </Typography>
              </Stack>
            </>
          )}
        </Paper>
      </Box>
    </PageContainer>
  );
}
