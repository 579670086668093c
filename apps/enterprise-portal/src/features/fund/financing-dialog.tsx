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
import { useCreateFinancingApplication, useLedger, type FundDetail } from '@smes/api';
import { useSession } from '@smes/session';
import { formatWan, useToast, InputField } from '@smes/ui';
import { paths } from '../../app/paths';
import { financingBody, financingProblems, type FinancingFormValues } from './financing-form';
import { amountRangeText, termRangeText } from './fund-labels';

export type FinancingDialogProps = {
  fund: FundDetail;
  onClose: () => void;
};

/**
 * 融资对接: amount, term, use and contact; the enterprise's name, credit code and last year's revenue come
 * from its ledger (企业档案), shown here and read again by the server, which sends them to the provider.
 */
export function FinancingDialog({ fund, onClose }: FinancingDialogProps) {
  const navigate = useNavigate();
  const toast = useToast();
  const { userInfo } = useSession();
  const ledger = useLedger();
  const create = useCreateFinancingApplication();
  const titleId = useId();
  const [values, setValues] = useState<FinancingFormValues>({
    amount: '',
    termMonths: String(Math.min(fund.termMax, Math.max(fund.termMin, 12))),
    purpose: '',
    contactName: '',
    contactPhone: userInfo?.phone ?? '',
  });
  const [errors, setErrors] = useState<Partial<Record<keyof FinancingFormValues, string>>>({});
  const field = (name: keyof FinancingFormValues) => ({
    value: values[name],
    onChange: (event: { target: { value: string } }) => {
      setValues((current) => ({ ...current, [name]: event.target.value }));
      if (errors[name]) setErrors((current) => ({ ...current, [name]: undefined }));
    },
    error: Boolean(errors[name]),
  });

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = financingProblems(values, fund);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      const application = await create.mutateAsync(financingBody(fund.id, values));
      toast.success('申请已提交，机构受理后会通过站内消息通知您');
      void navigate(paths.personalCenter.myFinancing.detail(application.id));
    } catch {
      // The client has already said why the server refused it (the range, a non-enterprise account, …).
    }
  };

  const record = ledger.data?.ledger;
  return (
    <Dialog open onClose={create.isPending ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <Box component="form" noValidate onSubmit={(event) => void handleSubmit(event)}>
        <DialogTitle id={titleId}>申请融资：{fund.name}</DialogTitle>
        <DialogContent>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {`${fund.provider} · 额度 ${amountRangeText(fund)} · 期限 ${termRangeText(fund)}`}
          </Typography>
          <Box component="section" aria-label="企业信息（来自企业档案）" sx={{ mb: 2 }}>
            {ledger.isPending ? (
              <Typography variant="body2">正在读取企业档案…</Typography>
            ) : record?.enterpriseName && record.creditCode ? (
              <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}>
                <Typography component="dt" variant="body2" color="text.secondary">
                  申请企业
                </Typography>
                <Typography component="dd" variant="body2" sx={{ m: 0 }}>
                  {record.enterpriseName}
                </Typography>
                <Typography component="dt" variant="body2" color="text.secondary">
                  统一社会信用代码
                </Typography>
                <Typography component="dd" variant="body2" sx={{ m: 0 }}>
                  {record.creditCode}
                </Typography>
                <Typography component="dt" variant="body2" color="text.secondary">
                  上年营业收入
                </Typography>
                <Typography component="dd" variant="body2" sx={{ m: 0 }}>
                  {record.revenueY1 === undefined || record.revenueY1 === null ? '未填写' : formatWan(record.revenueY1)}
                </Typography>
              </Box>
            ) : (
              <Alert severity="warning">
                企业档案还缺企业名称或统一社会信用代码，机构无法核验；
                <Link component={RouterLink} to={paths.personalCenter.enterpriseInformation}>
                  先去完善企业档案
                </Link>
              </Alert>
            )}
            <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
              以上信息取自企业档案，提交时一并发送给机构。
            </Typography>
          </Box>
          <Stack spacing={2}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <InputField
                size="medium"
                label="申请额度（万元）"
                required
                fullWidth
                {...field('amount')}
                helperText={errors.amount ?? `${fund.amountMin}–${fund.amountMax} 万元的整数`}
                htmlInput={{ inputMode: 'numeric' }}
              />
              <InputField
                size="medium"
                label="申请期限（月）"
                required
                fullWidth
                {...field('termMonths')}
                helperText={errors.termMonths ?? `${fund.termMin}–${fund.termMax} 个月`}
                htmlInput={{ inputMode: 'numeric' }}
              />
            </Stack>
            <InputField
              size="medium"
              label="资金用途"
              required
              multiline
              minRows={3}
              fullWidth
              {...field('purpose')}
              helperText={errors.purpose ?? '如：采购原材料、购置设备、支付研发人员薪酬，至少 5 个字'}
            />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <InputField size="medium" label="联系人" required fullWidth {...field('contactName')} helperText={errors.contactName ?? ' '} />
              <InputField size="medium" label="联系电话" required fullWidth type="tel" {...field('contactPhone')} helperText={errors.contactPhone ?? ' '} />
            </Stack>
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={create.isPending}>
            取消
          </Button>
          <Button type="submit" variant="contained" loading={create.isPending}>
            提交申请
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
