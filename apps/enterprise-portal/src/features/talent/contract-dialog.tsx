import { useId, useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCreateTalentContract, useLedger, type TalentDetail } from '@smes/api';
import { formatChinaDate, formatNumber, useToast, InputField } from '@smes/ui';
import { paths } from '../../app/paths';
import { contractBody, contractPeriod, contractProblems, periodPay, suggestedAmount, type ContractFormValues } from './contract-form';
import { AVAILABILITY_LABELS, PAY_UNIT_LABELS, payRangeText } from './talent-labels';

export type ContractDialogProps = {
  talent: TalentDetail;
  onClose: () => void;
};

/**
 * contractModal (签约意向): role, total amount, period and a message. The enterprise is the one in its ledger
 * (企业档案), shown here and read again by the server; the person answers within a day, and only an accepted
 * request reveals their contact, in 我的签约意向.
 */
export function ContractDialog({ talent, onClose }: ContractDialogProps) {
  const navigate = useNavigate();
  const toast = useToast();
  const ledger = useLedger();
  const create = useCreateTalentContract();
  const titleId = useId();
  const [typed, setTyped] = useState<ContractFormValues>({ role: '', amount: '', startDate: '', endDate: '', message: '' });
  // The amount follows the period (rate × period) until the user types an amount of their own.
  const [amountTyped, setAmountTyped] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<keyof ContractFormValues, string>>>({});
  const period = contractPeriod(talent.payUnit, typed.startDate, typed.endDate);
  const pay = period ? periodPay(talent, period) : null;
  const values: ContractFormValues = { ...typed, amount: amountTyped ? typed.amount : String(pay ? pay.min : suggestedAmount(talent)) };
  const minimum = pay ? pay.min : talent.payUnit === 'project' ? talent.payMin : null;
  const amountText = values.amount.trim();
  const belowMinimum = minimum !== null && /^\d{1,7}$/.test(amountText) && Number(amountText) < minimum;
  const rate = `${formatNumber(talent.payMin)} ${PAY_UNIT_LABELS[talent.payUnit]}`;
  const amountHint = period && pay
    ? `按对方期望报酬下限 ${rate} × ${period.text} 计算；对方期望区间为 ${formatNumber(pay.min)}–${formatNumber(pay.max)} 元`
    : talent.payUnit === 'project'
      ? `按对方一个项目的期望报酬下限 ${rate} 计算`
      : `暂按期望报酬下限估算（${talent.payUnit === 'month' ? '3 个月' : '20 个工作日'}）；选好合作期后按期限重新计算`;
  const field = (name: keyof ContractFormValues) => ({
    value: values[name],
    onChange: (event: { target: { value: string } }) => {
      if (name === 'amount') setAmountTyped(true);
      setTyped((current) => ({ ...current, [name]: event.target.value }));
      if (errors[name]) setErrors((current) => ({ ...current, [name]: undefined }));
    },
    error: Boolean(errors[name]),
  });

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = contractProblems(values, formatChinaDate(new Date()));
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      await create.mutateAsync(contractBody(talent.id, values));
      toast.success('签约意向已发送，对方答复后会通过站内消息通知您');
      void navigate(paths.personalCenter.myContract);
    } catch {
      // The client has already said why the server refused it (an open request to this person, a non-enterprise account, …).
    }
  };

  const enterpriseName = ledger.data?.ledger.enterpriseName;
  return (
    <Dialog open onClose={create.isPending ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <Box component="form" noValidate onSubmit={(event) => void handleSubmit(event)}>
        <DialogTitle id={titleId}>{`签约意向：${talent.displayName} · ${talent.title}`}</DialogTitle>
        <DialogContent>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {`期望报酬 ${payRangeText(talent)} · ${AVAILABILITY_LABELS[talent.availability]}`}
          </Typography>
          <Box component="section" aria-label="发起企业（来自企业档案）" sx={{ mb: 2 }}>
            {ledger.isPending ? (
              <Typography variant="body2">正在读取企业档案…</Typography>
            ) : enterpriseName ? (
              <Typography variant="body2">
                发起企业：<strong>{enterpriseName}</strong>
              </Typography>
            ) : (
              <Alert severity="warning">
                企业档案还没有企业名称，对方将只看到账号名称；
                <Link component={RouterLink} to={paths.personalCenter.enterpriseInformation}>
                  先去完善企业档案
                </Link>
              </Alert>
            )}
            <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
              企业名称取自企业档案。对方接受后，其联系方式只向贵企业显示在 个人中心 · 我的签约意向。
            </Typography>
          </Box>
          <Stack spacing={2}>
            <InputField size="medium" label="拟聘岗位或项目角色" required fullWidth {...field('role')} helperText={errors.role ?? '如：产线改造负责人、兼职财务顾问'} />
            <InputField
              size="medium"
              label="合作总报酬（元）"
              required
              fullWidth
              {...field('amount')}
              helperText={errors.amount ?? `整个合作期的总额（元）。${amountHint}`}
              htmlInput={{ inputMode: 'numeric' }}
            />
            {belowMinimum && minimum !== null ? (
              <Alert severity="warning" role="status">
                {`低于对方期望报酬的下限：${period ? `按 ${rate} × ${period.text}，` : ''}至少 ${formatNumber(minimum)} 元，低于此数对方很可能婉拒。`}
              </Alert>
            ) : null}
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <InputField size="medium" label="开始日期" type="date" required fullWidth {...field('startDate')} helperText={errors.startDate ?? '不早于今天'} shrinkLabel />
              <InputField size="medium" label="结束日期" type="date" required fullWidth {...field('endDate')} helperText={errors.endDate ?? '合作期不超过 24 个月'} shrinkLabel />
            </Stack>
            <InputField
              size="medium"
              label="留言"
              required
              multiline
              minRows={3}
              fullWidth
              {...field('message')}
              helperText={errors.message ?? '说明工作内容、地点或远程方式，10–500 个字'}
            />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={create.isPending}>
            取消
          </Button>
          <Button type="submit" variant="contained" loading={create.isPending}>
            发送签约意向
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
