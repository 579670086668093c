import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { PASSWORD_RULE, passwordRuleProblem, useChangePassword, useChangePhone, useLogoutEverywhere, useUserInfo } from '@smes/api';
import { SectionCard, useFormValues, useToast, validateFields } from '@smes/ui';
import { paths } from '../../app/paths';
import { PersonalCenterFrame } from '../../shared/personal-center/personal-center-frame';

export default function AccountSettingPage() {
  return (
    <PersonalCenterFrame title="账号设置" subtitle="登录手机号、登录密码和登录设备">
      <Stack spacing={3}>
        <PhoneForm />
        <PasswordForm />
        <LogoutEverywhere />
      </Stack>
    </PersonalCenterFrame>
  );
}

const PHONE_EMPTY = { phone: '', currentPassword: '' };
const PHONE_SCHEMA = {
  phone: { label: '新手机号', rules: { required: true, type: 'phone' as const } },
  currentPassword: { label: '当前密码', rules: { required: true } },
};

function PhoneForm() {
  const user = useUserInfo();
  const change = useChangePhone();
  const toast = useToast();
  const { values, setValues, errors, setErrors, handleChange } = useFormValues(PHONE_EMPTY);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateFields(values, PHONE_SCHEMA);
    if (!found.phone && values.phone.trim() === user.data?.phone) found.phone = '新手机号与当前手机号相同';
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    change.mutate(
      { phone: values.phone.trim(), currentPassword: values.currentPassword },
      {
        onSuccess: () => {
          setValues(PHONE_EMPTY);
          toast.success('手机号已更换，下次请用新手机号登录');
        },
      },
    );
  };

  return (
    <SectionCard title="登录手机号">
      <Typography variant="body2" sx={{ mb: 2 }}>
        当前手机号：{user.data ? (user.data.phone ?? '未绑定') : '…'}
      </Typography>
      <Box component="form" noValidate onSubmit={handleSubmit} aria-label="更换手机号" sx={{ maxWidth: 480 }}>
        <Stack spacing={2}>
          <TextField
            label="新手机号"
            value={values.phone}
            onChange={handleChange('phone')}
            error={Boolean(errors.phone)}
            helperText={errors.phone || '更换后用新手机号登录，旧手机号不再可用'}
            required
            autoComplete="tel"
            slotProps={{ htmlInput: { inputMode: 'tel', maxLength: 11 } }}
          />
          <TextField
            label="当前密码"
            type="password"
            value={values.currentPassword}
            onChange={handleChange('currentPassword')}
            error={Boolean(errors.currentPassword)}
            helperText={errors.currentPassword || '为确认是您本人操作'}
            required
            autoComplete="current-password"
            slotProps={{ htmlInput: { maxLength: 64 } }}
          />
          {change.error ? <Alert severity="error">{change.error.message}</Alert> : null}
          <Box>
            <Button type="submit" variant="contained" loading={change.isPending}>
              更换手机号
            </Button>
          </Box>
        </Stack>
      </Box>
    </SectionCard>
  );
}

const PASSWORD_EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

function PasswordForm() {
  const change = useChangePassword();
  const { values, setValues, errors, setErrors, handleChange } = useFormValues(PASSWORD_EMPTY);
  const [done, setDone] = useState(false);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found: Partial<Record<keyof typeof PASSWORD_EMPTY, string>> = {};
    if (!values.currentPassword) found.currentPassword = '请输入当前密码';
    const problem = passwordRuleProblem(values.newPassword);
    if (problem) found.newPassword = problem;
    else if (values.newPassword === values.currentPassword) found.newPassword = '新密码不能与当前密码相同';
    if (!found.newPassword && values.confirmPassword !== values.newPassword) found.confirmPassword = '两次输入的新密码不一致';
    setErrors(found);
    setDone(false);
    if (Object.keys(found).length > 0) return;
    change.mutate(
      { currentPassword: values.currentPassword, newPassword: values.newPassword },
      {
        onSuccess: () => {
          setValues(PASSWORD_EMPTY);
          setDone(true);
        },
      },
    );
  };

  return (
    <SectionCard title="登录密码">
      <Box component="form" noValidate onSubmit={handleSubmit} aria-label="修改密码" sx={{ maxWidth: 480 }}>
        <Stack spacing={2}>
          <Typography variant="body2" id="password-rule">
            密码规则：{PASSWORD_RULE.text}。修改后，其他设备上的登录会失效。
          </Typography>
          <TextField
            label="当前密码"
            type="password"
            value={values.currentPassword}
            onChange={handleChange('currentPassword')}
            error={Boolean(errors.currentPassword)}
            helperText={errors.currentPassword || ' '}
            required
            autoComplete="current-password"
            slotProps={{ htmlInput: { maxLength: 64 } }}
          />
          <TextField
            label="新密码"
            type="password"
            value={values.newPassword}
            onChange={handleChange('newPassword')}
            error={Boolean(errors.newPassword)}
            helperText={errors.newPassword || ' '}
            required
            autoComplete="new-password"
            slotProps={{ htmlInput: { maxLength: PASSWORD_RULE.maxLength, 'aria-describedby': 'password-rule' } }}
          />
          <TextField
            label="确认新密码"
            type="password"
            value={values.confirmPassword}
            onChange={handleChange('confirmPassword')}
            error={Boolean(errors.confirmPassword)}
            helperText={errors.confirmPassword || ' '}
            required
            autoComplete="new-password"
            slotProps={{ htmlInput: { maxLength: PASSWORD_RULE.maxLength } }}
          />
          {change.error ? <Alert severity="error">{change.error.message}</Alert> : null}
          {done ? <Alert severity="success">密码已修改，下次登录请使用新密码；其他设备上的登录已失效。</Alert> : null}
          <Box>
            <Button type="submit" variant="contained" loading={change.isPending}>
              修改密码
            </Button>
          </Box>
        </Stack>
      </Box>
    </SectionCard>
  );
}

function LogoutEverywhere() {
  const [open, setOpen] = useState(false);
  const logout = useLogoutEverywhere();
  const navigate = useNavigate();
  const toast = useToast();

  const handleConfirm = () => {
    // The sign-out replaces this screen with the login prompt, unmounting it: a per-call onSuccess would never
    // run, the promise does.
    logout.mutateAsync().then(
      () => {
        toast.success('已退出所有设备，请重新登录');
        void navigate(paths.login);
      },
      () => undefined, // shown in the dialog from logout.error
    );
  };

  return (
    <SectionCard title="登录设备">
      <Typography variant="body2" sx={{ mb: 2 }}>
        手机丢失、在公共电脑上忘记退出，或怀疑账号被他人使用时，可以一次退出所有设备（包括本设备和协同文档）的登录。
      </Typography>
      <Button variant="outlined" color="error" onClick={() => setOpen(true)}>
        退出所有设备
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="logout-everywhere-title">
        <DialogTitle id="logout-everywhere-title">退出所有设备？</DialogTitle>
        <DialogContent>
          <DialogContentText>所有设备上的登录都会失效，本设备也需要重新登录。</DialogContentText>
          {logout.error ? (
            <Alert severity="error" sx={{ mt: 2 }}>
              {logout.error.message}
            </Alert>
          ) : null}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>取消</Button>
          <Button color="error" variant="contained" onClick={handleConfirm} loading={logout.isPending}>
            确认退出
          </Button>
        </DialogActions>
      </Dialog>
    </SectionCard>
  );
}
