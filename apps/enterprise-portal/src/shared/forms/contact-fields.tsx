import Stack from '@mui/material/Stack';
import { FormTextField, type FieldSchema } from '@smes/ui';
import type { AccountContact } from './account-contact';

type ContactLimits = { contactName: { minLength?: number; maxLength: number }; contactPhone: { pattern: string } };

/** 联系人 / 联系电话 rules from a contract schema's limits, in the words every contact form uses. */
export function contactFieldSchema(limits: ContactLimits): FieldSchema {
  return {
    contactName: {
      label: '联系人',
      rules: { required: true, ...(limits.contactName.minLength === undefined ? {} : { min: limits.contactName.minLength }), max: limits.contactName.maxLength },
    },
    contactPhone: {
      label: '联系电话',
      rules: { required: true, pattern: new RegExp(limits.contactPhone.pattern), message: '请输入手机号或座机号（如 0571-88886666）' },
    },
  };
}

export type ContactFieldsProps = {
  values: AccountContact;
  errors: Record<string, string>;
  onChange: (field: keyof AccountContact) => (event: { target: { value: string } }) => void;
  schema: FieldSchema;
};

/**
 * The contact part of a form (下单, 我要对接 on a demand or a chain opportunity): side by side on a wide screen,
 * stacked on a phone; the phone starts as the account's (useAccountContact) and says so.
 */
export function ContactFields({ values, errors, onChange, schema }: ContactFieldsProps) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <FormTextField
        label="联系人"
        required
        value={values.contactName}
        onChange={onChange('contactName')}
        rules={schema.contactName?.rules}
        errorMessage={errors.contactName}
        fullWidth
      />
      <FormTextField
        label="联系电话"
        required
        type="tel"
        value={values.contactPhone}
        onChange={onChange('contactPhone')}
        rules={schema.contactPhone?.rules}
        errorMessage={errors.contactPhone}
        helperText="默认为登录手机号，可修改"
        fullWidth
      />
    </Stack>
  );
}
