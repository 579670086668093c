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
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useCreateTalentContract, useLedger, type TalentDetail } from '@smes/api';
import { formatChinaDate, useToast } from '@smes/ui';
import { paths } from '../../app/paths';
import { contractBody, contractProblems, suggestedAmount, type ContractFormValues } from './contract-form';
import { AVAILABILITY_LABELS, payRangeText } from './talent-labels';

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
  const [values, setValues] = useState<ContractFormValues>({ role: '', amount: String(suggestedAmount(talent)), startDate: '', endDate: '', message: '' });
  const [errors, setErrors] = useState<Partial<Record<keyof ContractFormValues, string>>>({});
  const field = (name: keyof ContractFormValues) => ({
    value: values[name],
    onChange: (event: { target: { value: string } }) => {
      setValues((current) => ({ ...current, [name]: event.target.value }));
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
            <TextField label="拟聘岗位或项目角色" required fullWidth {...field('role')} helperText={errors.role ?? '如：产线改造负责人、兼职财务顾问'} />
            <TextField
              label="合作总报酬（元）"
              required
              fullWidth
              {...field('amount')}
              helperText={errors.amount ?? '整个合作期的总额，500–5,000,000 元；对方会按其期望报酬衡量'}
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField label="开始日期" type="date" required fullWidth {...field('startDate')} helperText={errors.startDate ?? '不早于今天'} slotProps={{ inputLabel: { shrink: true } }} />
              <TextField label="结束日期" type="date" required fullWidth {...field('endDate')} helperText={errors.endDate ?? '合作期不超过 24 个月'} slotProps={{ inputLabel: { shrink: true } }} />
            </Stack>
            <TextField
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
