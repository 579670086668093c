import { useId, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRequestChainContact, type ChainOpportunity } from '@smes/api';
import { PORTAL_SCHEMA_LIMITS } from '@smes/contract-types';
import { FormTextField, useFormValues, useToast, validateFields, type FieldSchema } from '@smes/ui';
import { useAccountContact } from '../../shared/forms/account-contact';
import { ContactFields, contactFieldSchema } from '../../shared/forms/contact-fields';

const LIMITS = PORTAL_SCHEMA_LIMITS.ChainContactInput;

/** 我要对接 on a chain opportunity: the contract's limits with Chinese labels. */
export const CHAIN_CONTACT_FORM_SCHEMA: FieldSchema = {
  note: { label: '对接说明', rules: { required: true, min: LIMITS.note.minLength, max: LIMITS.note.maxLength } },
  ...contactFieldSchema(LIMITS),
};

export type ChainContactDialogProps = { opportunity: ChainOpportunity; open: boolean; onClose: () => void };

/**
 * The chain owner has no account on the platform, so the request goes to the operator, who contacts the owner and
 * tells the enterprise what came of it; the dialog says so before anyone submits. The contact starts as the account's.
 * A refusal (one already in progress, the opportunity closed) keeps the dialog open as typed; the client shows why.
 */
export function ChainContactDialog({ opportunity, open, onClose }: ChainContactDialogProps) {
  const toast = useToast();
  const request = useRequestChainContact();
  const contact = useAccountContact();
  const { values, errors, setErrors, handleChange } = useFormValues({ note: '', ...contact });
  const titleId = useId();

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateFields(values, CHAIN_CONTACT_FORM_SCHEMA);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    request.mutate(
      { opportunityId: opportunity.id, note: values.note.trim(), contactName: values.contactName.trim(), contactPhone: values.contactPhone.trim() },
      {
        onSuccess: () => {
          toast.success('对接请求已提交，平台联系链主后会通知您');
          onClose();
        },
      },
    );
  };

  return (
    <Dialog open={open} onClose={request.isPending ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form noValidate onSubmit={handleSubmit}>
        <DialogTitle id={titleId}>我要对接：{opportunity.title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <Typography variant="body2" color="text.secondary">
              {`发布方：${opportunity.publisher}。链主不在平台注册账号，提交后由平台运营联系链主，进展会通过消息通知您，也可在“我的需求”查看。`}
            </Typography>
            <FormTextField
              label="对接说明"
              required
              multiline
              minRows={4}
              value={values.note}
              onChange={handleChange('note')}
              rules={CHAIN_CONTACT_FORM_SCHEMA.note?.rules}
              errorMessage={errors.note}
              helperText={`能提供什么（产品、产能、资质）或想要什么，至少 ${LIMITS.note.minLength} 个字`}
              fullWidth
            />
            <ContactFields values={values} errors={errors} onChange={handleChange} schema={CHAIN_CONTACT_FORM_SCHEMA} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={request.isPending}>
            取消
          </Button>
          <Button type="submit" variant="contained" loading={request.isPending}>
            提交对接
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
