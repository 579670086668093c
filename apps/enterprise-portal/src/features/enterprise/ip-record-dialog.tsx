import { useId, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { isLedgerValidationError, useSaveIpRecord } from '@smes/api';
import type { IpRecord, IpRecordInput, IpRecordKind, IpRecordStatus } from '@smes/api';
import { IP_KIND_LABELS, IP_RECORD_KINDS, IP_RECORD_STATUSES, ipGrantDateLabel, ipStatusLabel, validateIpRecord } from '@smes/eligibility';
import { FormTextField, SelectField, useFormValues, useToast } from '@smes/ui';

type Values = { kind: string; number: string; name: string; status: string; appliedAt: string; grantedAt: string; owner: string };

export type IpRecordDialogProps = {
  /** The record to edit; without it the dialog adds one. */
  record?: IpRecord;
  /** 权利人 of a new record: the enterprise's own name when known. */
  defaultOwner: string;
  onClose: () => void;
};

function initialValues(record: IpRecord | undefined, defaultOwner: string): Values {
  if (!record) return { kind: 'invention', number: '', name: '', status: 'granted', appliedAt: '', grantedAt: '', owner: defaultOwner };
  return { ...record, grantedAt: record.grantedAt ?? '' };
}

function toInput(values: Values): IpRecordInput {
  return {
    kind: values.kind as IpRecordKind,
    number: values.number.trim(),
    name: values.name.trim(),
    status: values.status as IpRecordStatus,
    appliedAt: values.appliedAt,
    grantedAt: values.grantedAt === '' ? null : values.grantedAt,
    owner: values.owner.trim(),
  };
}

const FIELD_ORDER = ['kind', 'number', 'name', 'status', 'appliedAt', 'grantedAt', 'owner'] as const;

/**
 * 新增 / 编辑 one 台账 record. The rules are the server's own (`validateIpRecord`), checked here first so a
 * mistake is named at once; the server's field messages are shown the same way if it still refuses.
 */
export function IpRecordDialog({ record, defaultOwner, onClose }: IpRecordDialogProps) {
  const [now] = useState(() => new Date());
  const { values, errors, setErrors, handleChange } = useFormValues<Values>(initialValues(record, defaultOwner));
  const [formError, setFormError] = useState<string | null>(null);
  const save = useSaveIpRecord();
  const toast = useToast();
  const titleId = useId();
  const kind = values.kind as IpRecordKind;
  const grantLabel = ipGrantDateLabel(kind);

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const input = toInput(values);
    const found = validateIpRecord(input, now) as Record<string, string>;
    setErrors(found);
    const first = FIELD_ORDER.find((field) => found[field]);
    if (first) {
      document.getElementById(`${titleId}-${first}`)?.focus();
      return;
    }
    try {
      await save.mutateAsync(record ? { ...input, id: record.id } : input);
      toast.success(record ? '已保存' : '已添加到知识产权台账');
      onClose();
    } catch (error) {
      const fieldErrors = isLedgerValidationError(error)
        ? Object.fromEntries(Object.entries(error.fieldErrors).filter((entry): entry is [string, string] => typeof entry[1] === 'string'))
        : {};
      if (Object.keys(fieldErrors).length > 0) setErrors(fieldErrors);
      else setFormError(error instanceof Error ? error.message : '保存未成功，请稍后重试');
    }
  };

  const field = (name: keyof Values) => ({
    id: `${titleId}-${name}`,
    value: values[name],
    onChange: handleChange(name),
    errorMessage: errors[name],
    fullWidth: true,
    disabled: save.isPending,
  });
  const choice = (name: 'kind' | 'status') => ({
    id: `${titleId}-${name}`,
    value: values[name],
    onChange: (value: string) => handleChange(name)({ target: { value } }),
    error: Boolean(errors[name]),
    helperText: errors[name],
    required: true,
    size: 'medium' as const,
    fullWidth: true,
    disabled: save.isPending,
  });

  return (
    <Dialog open onClose={save.isPending ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <Box component="form" noValidate onSubmit={(event) => void handleSubmit(event)}>
        <DialogTitle id={titleId}>{record ? '编辑知识产权' : '新增知识产权'}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <SelectField label="类型" options={IP_RECORD_KINDS.map((option) => ({ value: option, label: IP_KIND_LABELS[option] }))} {...choice('kind')} />
              <SelectField label="状态" options={IP_RECORD_STATUSES.map((option) => ({ value: option, label: ipStatusLabel(option, kind) }))} {...choice('status')} />
            </Stack>
            <FormTextField
              label={kind === 'software' ? '登记号' : kind === 'trademark' ? '注册号' : '专利号'}
              required
              helperText={kind === 'software' ? '如 2023SR0123456' : kind === 'trademark' ? '6 到 9 位数字' : '如 ZL202110123456.7'}
              {...field('number')}
            />
            <FormTextField label="名称" required {...field('name')} />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <FormTextField label="申请日" type="date" required shrinkLabel {...field('appliedAt')} />
              <FormTextField
                label={grantLabel}
                type="date"
                helperText={values.status === 'granted' || values.status === 'expired' ? undefined : '尚未授权的可不填'}
                shrinkLabel
                {...field('grantedAt')}
              />
            </Stack>
            <FormTextField label="权利人" required {...field('owner')} />
            {formError ? (
              <Alert severity="error" role="alert">
                {formError}
              </Alert>
            ) : null}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={save.isPending}>
            取消
          </Button>
          <Button type="submit" variant="contained" loading={save.isPending}>
            保存
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
