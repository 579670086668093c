import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useUpdateMarketListing } from '@smes/api';
import type { MarketContact } from '@smes/api';
import { PORTAL_SCHEMA_LIMITS } from '@smes/contract-types';
import { PlainInputField, useFormValues, useToast, validateFields, validateValue, type FieldSchema } from '@smes/ui';

const LIMITS = PORTAL_SCHEMA_LIMITS.MarketContact;

/** The contact's rules: the contract's limits with Chinese labels. */
export const LISTING_CONTACT_SCHEMA: FieldSchema = {
  name: { label: '联系人', rules: { required: true, max: LIMITS.name.maxLength } },
  phone: { label: '联系电话', rules: { required: true, pattern: new RegExp(LIMITS.phone.pattern), message: '请输入 11 位手机号，或带区号的座机号（如 0571-88886666）' } },
};

type ContactValues = { name: string; phone: string };

export type ListingContactProps = {
  /** What the profile shows now; null when it shows none. */
  contact: MarketContact | null;
  /** The account's phone, offered when no contact was saved yet. */
  accountPhone: string;
};

/**
 * 联系方式 on the public profile: who 链主 and 采购方 may call. Optional, shown to signed-in users only; the
 * enterprise can change it or stop showing it at any time.
 */
export function ListingContact({ contact, accountPhone }: ListingContactProps) {
  const [editing, setEditing] = useState(false);
  const update = useUpdateMarketListing();
  const toast = useToast();

  const stopShowing = () =>
    update.mutate({ public: true, contact: null }, { onSuccess: () => toast.success('公开主页不再展示联系方式') });

  return (
    <Box component="section" aria-labelledby="listing-contact-title">
      <Typography id="listing-contact-title" component="h3" variant="subtitle1" sx={{ mb: 0.5 }}>
        联系方式（选填）
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        填写后，登录用户可在公开主页上看到联系人和电话，方便链主、采购方直接联系；未登录的访客看不到。
      </Typography>
      {contact && !editing ? (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          <Typography>
            公开主页展示：{contact.name} ·{' '}
            <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
              {contact.phone}
            </Box>
          </Typography>
          <Button size="small" variant="outlined" onClick={() => setEditing(true)} disabled={update.isPending}>
            修改
          </Button>
          <Button size="small" color="inherit" onClick={stopShowing} disabled={update.isPending}>
            不再展示
          </Button>
        </Stack>
      ) : (
        <ContactForm
          initial={contact ?? { name: '', phone: accountPhone }}
          onSaved={() => setEditing(false)}
          onCancel={contact ? () => setEditing(false) : undefined}
        />
      )}
      {update.error && !editing && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {update.error.message}
        </Alert>
      )}
    </Box>
  );
}

function ContactForm({ initial, onSaved, onCancel }: { initial: ContactValues; onSaved: () => void; onCancel?: () => void }) {
  const update = useUpdateMarketListing();
  const toast = useToast();
  const { values, errors, setErrors, handleChange } = useFormValues<ContactValues>(initial);
  // As FormTextField checked a field: on leaving it (a message clears as the field is typed in, useFormValues).
  const checkOnBlur = (key: keyof ContactValues) => () => {
    const rule = LISTING_CONTACT_SCHEMA[key];
    if (!rule) return;
    setErrors((current) => ({ ...current, [key]: validateValue(values[key], rule.rules, rule.label) ?? '' }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateFields(values, LISTING_CONTACT_SCHEMA);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    update.mutate(
      { public: true, contact: { name: values.name.trim(), phone: values.phone.trim() } },
      {
        onSuccess: () => {
          toast.success('联系方式已保存');
          onSaved();
        },
      },
    );
  };

  return (
    <Box component="form" noValidate aria-label="公开的联系方式" onSubmit={submit}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
        <PlainInputField
          label="联系人"
          required
          htmlInput={{ autoComplete: 'name' }}
          value={values.name}
          onChange={handleChange('name')}
          onBlur={checkOnBlur('name')}
          error={Boolean(errors['name'])}
          helperText={errors['name'] || undefined}
        />
        <PlainInputField
          label="联系电话"
          required
          type="tel"
          htmlInput={{ autoComplete: 'tel' }}
          value={values.phone}
          onChange={handleChange('phone')}
          onBlur={checkOnBlur('phone')}
          error={Boolean(errors['phone'])}
          helperText={errors['phone'] || '手机号或带区号的座机'}
        />
        <Stack direction="row" spacing={1}>
          <Button type="submit" variant="contained" disabled={update.isPending}>
            保存联系方式
          </Button>
          {onCancel && (
            <Button type="button" color="inherit" onClick={onCancel} disabled={update.isPending}>
              取消
            </Button>
          )}
        </Stack>
      </Stack>
      {update.error && (
        <Alert severity="error" role="alert" sx={{ mt: 1 }}>
          {update.error.message}
        </Alert>
      )}
    </Box>
  );
}
