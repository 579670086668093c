import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PASSWORD_RULE, passwordRuleProblem, useChangePassword, useChangePhone, useLogoutEverywhere, useRequestPhoneCode, useUserInfo } from '@smes/api';
import { ConfirmDialog, InputField, preloadConfirmDialog, SectionCard, useFormValues, useToast, validateFields } from '@smes/ui';
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

const PHONE_EMPTY = { phone: '', smsCode: '', currentPassword: '' };

function phoneSchema(bound: boolean) {
  return {
    phone: { label: bound ? '新手机号' : '手机号', rules: { required: true, type: 'phone' as const } },
    smsCode: { label: '短信验证码', rules: { required: true, pattern: /^\d{6}$/, message: '请输入发到该手机号的 6 位短信验证码' } },
    currentPassword: { label: '当前密码', rules: { required: true } },
  };
}

/** 138****5678: enough for the owner to recognise the number the code went to. */
function maskedPhone(phone: string): string {
  return `${phone.slice(0, 3)}****${phone.slice(-4)}`;
}

/** Seconds until a new code may be asked for, counted down once a second. */
function useCountdown() {
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (left <= 0) return undefined;
    const timer = setTimeout(() => setLeft((current) => current - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  return { left, start: setLeft };
}

/**
 * 绑定手机号 (an account without one: the notes handoff needs it) or 更换手机号. The new number is proven by a code
 * sent to it, the person by the current password.
 */
function PhoneForm() {
  const user = useUserInfo();
  const change = useChangePhone();
  const sendCode = useRequestPhoneCode();
  const toast = useToast();
  const countdown = useCountdown();
  const [sentTo, setSentTo] = useState<{ phone: string; validMinutes: number } | null>(null);
  const { values, setValues, errors, setErrors, handleChange } = useFormValues(PHONE_EMPTY);
  const bound = Boolean(user.data?.phone);
  const action = bound ? '更换手机号' : '绑定手机号';
  const schema = phoneSchema(bound);
  const phone = values.phone.trim();

  const phoneProblem = (): string | null => {
    const found = validateFields({ phone }, { phone: schema.phone });
    if (found.phone) return found.phone;
    return phone === user.data?.phone ? '新手机号与当前手机号相同' : null;
  };

  const handleSendCode = () => {
    const problem = phoneProblem();
    setErrors((current) => ({ ...current, phone: problem ?? '' }));
    if (problem) return;
    sendCode.mutate(
      { phone },
      {
        onSuccess: (sent) => {
          setSentTo({ phone, validMinutes: sent.validMinutes });
          countdown.start(sent.resendAfterSeconds);
        },
      },
    );
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateFields({ ...values, phone, smsCode: values.smsCode.trim() }, schema);
    const problem = found.phone ? null : phoneProblem();
    if (problem) found.phone = problem;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    change.mutate(
      { phone, smsCode: values.smsCode.trim(), currentPassword: values.currentPassword },
      {
        onSuccess: () => {
          setValues(PHONE_EMPTY);
          setSentTo(null);
          toast.success(bound ? '手机号已更换，下次请用新手机号登录' : '手机号已绑定，现在可以撰写材料了');
        },
      },
    );
  };

  const error = sendCode.error ?? change.error;

  return (
    <SectionCard title="登录手机号">
      <Typography variant="body2" sx={{ mb: 2 }}>
        当前手机号：{user.data ? (user.data.phone ?? '未绑定') : '…'}
      </Typography>
      {user.data && !bound ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          绑定手机号后，可以用手机号登录，并从申报项目打开协同文档撰写材料。
        </Alert>
      ) : null}
      <Box component="form" noValidate onSubmit={handleSubmit} aria-label={action} sx={{ maxWidth: 480 }}>
        <Stack spacing={2}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
            <InputField
              size="medium"
              label={schema.phone.label}
              value={values.phone}
              onChange={handleChange('phone')}
              error={Boolean(errors.phone)}
              helperText={errors.phone || (bound ? '更换后用新手机号登录，旧手机号不再可用' : '绑定后可用手机号登录')}
              required
              fullWidth
              autoComplete="tel"
              htmlInput={{ inputMode: 'tel', maxLength: 11 }}
            />
            <Button
              variant="outlined"
              onClick={handleSendCode}
              loading={sendCode.isPending}
              disabled={countdown.left > 0}
              sx={{ flexShrink: 0, whiteSpace: 'nowrap', mt: { sm: 1 } }}
            >
              {countdown.left > 0 ? `${countdown.left} 秒后重新获取` : '获取验证码'}
            </Button>
          </Stack>
          {sentTo ? (
            <Typography variant="body2" role="status">
              验证码已发送至 {maskedPhone(sentTo.phone)}，{sentTo.validMinutes} 分钟内有效。
            </Typography>
          ) : null}
          <InputField
            size="medium"
            label="短信验证码"
            value={values.smsCode}
            onChange={handleChange('smsCode')}
            error={Boolean(errors.smsCode)}
            helperText={errors.smsCode || ' '}
            required
            autoComplete="one-time-code"
            htmlInput={{ inputMode: 'numeric', maxLength: 6 }}
          />
          <InputField
            size="medium"
            label="当前密码"
            type="password"
            value={values.currentPassword}
            onChange={handleChange('currentPassword')}
            error={Boolean(errors.currentPassword)}
            helperText={errors.currentPassword || '为确认是您本人操作'}
            required
            autoComplete="current-password"
            htmlInput={{ maxLength: 64 }}
          />
          {error ? <Alert severity="error">{error.message}</Alert> : null}
          <Box>
            <Button type="submit" variant="contained" loading={change.isPending}>
              {action}
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
          <InputField
            size="medium"
            label="当前密码"
            type="password"
            value={values.currentPassword}
            onChange={handleChange('currentPassword')}
            error={Boolean(errors.currentPassword)}
            helperText={errors.currentPassword || ' '}
            required
            autoComplete="current-password"
            htmlInput={{ maxLength: 64 }}
          />
          <InputField
            size="medium"
            label="新密码"
            type="password"
            value={values.newPassword}
            onChange={handleChange('newPassword')}
            error={Boolean(errors.newPassword)}
            helperText={errors.newPassword || ' '}
            required
            autoComplete="new-password"
            htmlInput={{ maxLength: PASSWORD_RULE.maxLength, 'aria-describedby': 'password-rule' }}
          />
          <InputField
            size="medium"
            label="确认新密码"
            type="password"
            value={values.confirmPassword}
            onChange={handleChange('confirmPassword')}
            error={Boolean(errors.confirmPassword)}
            helperText={errors.confirmPassword || ' '}
            required
            autoComplete="new-password"
            htmlInput={{ maxLength: PASSWORD_RULE.maxLength }}
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
      <Button variant="outlined" color="error" onPointerEnter={preloadConfirmDialog} onFocus={preloadConfirmDialog} onClick={() => setOpen(true)}>
        退出所有设备
      </Button>
      <ConfirmDialog
        open={open}
        title="退出所有设备？"
        description="所有设备上的登录都会失效，本设备也需要重新登录。"
        confirmLabel="确认退出"
        tone="error"
        busy={logout.isPending}
        onConfirm={handleConfirm}
        onClose={() => setOpen(false)}
      >
        {logout.error ? <Alert severity="error">{logout.error.message}</Alert> : null}
      </ConfirmDialog>
    </SectionCard>
  );
}
