import type { FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRegister } from '@smes/api';
import { useShell } from '@smes/shell';
import { InputField, PageContainer, useFormValues, validateFields, type InputFieldProps } from '@smes/ui';
import { paths } from '../../app/paths';

const EMPTY = { enterpriseName: '', phone: '', password: '', confirmPassword: '' };

const schema = {
  enterpriseName: { label: '企业名称', rules: { required: true, min: 2, max: 100 } },
  phone: { label: '手机号', rules: { required: true, type: 'phone' } },
  password: { label: '密码', rules: { required: true, min: 8, max: 64 } },
  confirmPassword: { label: '确认密码', rules: { required: true } },
} as const;

/** Register: an enterprise account on the portal, logged in at once. */
export default function RegisterPage() {
  const register = useRegister();
  const navigate = useNavigate();
  const { ssoUrls } = useShell();
  const { values, errors, setErrors, handleChange } = useFormValues(EMPTY);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateFields(values, schema);
    if (!found.confirmPassword && values.confirmPassword !== values.password) found.confirmPassword = '两次输入的密码不一致';
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    register.mutate(
      { enterpriseName: values.enterpriseName.trim(), phone: values.phone.trim(), password: values.password, userType: 'enterprise' },
      { onSuccess: () => navigate(paths.home, { replace: true }) },
    );
  };

  const field = (name: keyof typeof EMPTY, label: string, extra: Partial<InputFieldProps> = {}) => (
    <InputField
      size="medium"
      label={label}
      name={name}
      value={values[name]}
      onChange={handleChange(name)}
      error={Boolean(errors[name])}
      helperText={errors[name] || ' '}
      required
      fullWidth
      {...extra}
    />
  );

  return (
    <PageContainer>
      <Box sx={{ display: 'flex', justifyContent: 'center', py: { xs: 3, md: 6 } }}>
        <Paper variant="outlined" sx={{ width: '100%', maxWidth: 480, p: { xs: 3, sm: 4 } }}>
          <Typography component="h1" variant="h5" sx={{ fontWeight: 600, mb: 1 }}>
            注册企业账号
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
            注册后即可收藏政策、在线申报并使用协同文档撰写申报材料。
          </Typography>
          <Box component="form" noValidate onSubmit={handleSubmit} aria-label="注册企业账号">
            <Stack spacing={1}>
              {field('enterpriseName', '企业名称', { autoComplete: 'organization' })}
              {field('phone', '手机号', { type: 'tel', autoComplete: 'tel', htmlInput: { inputMode: 'numeric' } })}
              {field('password', '密码', { type: 'password', autoComplete: 'new-password', placeholder: '至少 8 位' })}
              {field('confirmPassword', '确认密码', { type: 'password', autoComplete: 'new-password' })}
              {register.error ? <Alert severity="error">{register.error.message}</Alert> : null}
              <Button type="submit" variant="contained" size="large" loading={register.isPending}>
                注册并登录
              </Button>
            </Stack>
          </Box>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 3, textAlign: 'center' }}>
            已有账号？
            <Link component={RouterLink} to={paths.login} underline="always">
              去登录
            </Link>
            <Box component="span" sx={{ mx: 1 }}>
              ·
            </Box>
            <Link href={ssoUrls.register()} underline="always">通过统一身份认证注册</Link>
          </Typography>
        </Paper>
      </Box>
    </PageContainer>
  );
}
