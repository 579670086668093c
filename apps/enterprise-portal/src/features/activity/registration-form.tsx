import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { isApiError, useRegisterActivity, type ActivityDetail, type ActivityRegistration, type ActivityRegistrationInput } from '@smes/api';
import { PORTAL_SCHEMA_LIMITS } from '@smes/contract-types';
import { FormTextField, SelectField, useFormValues, validateFields, type FieldSchema } from '@smes/ui';

const LIMITS = PORTAL_SCHEMA_LIMITS.ActivityRegistrationCreate;

// The client already reports these itself (500 toast, expiry flow) or they need no message.
const REPORTED_BY_CLIENT = new Set(['server', 'expired', 'cancelled']);

/** The form's rules: the contract's limits with Chinese labels. */
export const REGISTRATION_FORM_SCHEMA: FieldSchema = {
  contactName: { label: '联系人', rules: { required: true, max: LIMITS.contactName.maxLength } },
  contactPhone: { label: '手机号', rules: { required: true, pattern: new RegExp(LIMITS.contactPhone.pattern), message: '请输入 11 位手机号' } },
  enterpriseName: { label: '企业名称', rules: { required: true, min: LIMITS.enterpriseName.minLength, max: LIMITS.enterpriseName.maxLength } },
};

export type RegistrationFormValues = { contactName: string; contactPhone: string; enterpriseName: string; attendees: string };

/** How many may come on one registration: the activity's limit, never more than the seats left. */
export function attendeeChoices(activity: Pick<ActivityDetail, 'maxAttendees' | 'seatsLeft'>): number[] {
  const most = Math.max(1, Math.min(activity.maxAttendees, activity.seatsLeft, LIMITS.attendees.maximum));
  return Array.from({ length: most }, (_, index) => index + 1);
}

export function registrationBody(values: RegistrationFormValues): ActivityRegistrationInput {
  return {
    contactName: values.contactName.trim(),
    contactPhone: values.contactPhone.trim(),
    enterpriseName: values.enterpriseName.trim(),
    attendees: Number(values.attendees),
  };
}

export type RegistrationFormProps = {
  activity: ActivityDetail;
  /** Prefilled: the enterprise's name from its ledger and the account's phone. */
  initial: Pick<RegistrationFormValues, 'contactPhone' | 'enterpriseName'>;
  onRegistered: (registration: ActivityRegistration) => void;
};

/**
 * useRegist's form. The server decides (seats and deadline in one transaction); a refusal — full since the
 * page was opened, the deadline passed, already registered — is shown above the button in the server's words.
 */
export function RegistrationForm({ activity, initial, onRegistered }: RegistrationFormProps) {
  const register = useRegisterActivity();
  const { values, errors, setErrors, handleChange } = useFormValues<RegistrationFormValues>({ contactName: '', attendees: '1', ...initial });
  const [refusal, setRefusal] = useState<string | null>(null);
  const choices = attendeeChoices(activity);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateFields(values, REGISTRATION_FORM_SCHEMA);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setRefusal(null);
    register.mutate(
      { activityId: activity.id, input: registrationBody(values) },
      {
        onSuccess: onRegistered,
        onError: (error) => {
          if (!(isApiError(error) && REPORTED_BY_CLIENT.has(error.kind))) setRefusal(error.message);
        },
      },
    );
  };

  return (
    <Box component="form" noValidate aria-label="报名信息" onSubmit={handleSubmit}>
      <Stack spacing={2}>
        <FormTextField
          label="联系人"
          required
          autoComplete="name"
          value={values.contactName}
          onChange={handleChange('contactName')}
          rules={REGISTRATION_FORM_SCHEMA.contactName?.rules}
          errorMessage={errors.contactName}
          fullWidth
        />
        <FormTextField
          label="手机号"
          required
          type="tel"
          autoComplete="tel"
          value={values.contactPhone}
          onChange={handleChange('contactPhone')}
          rules={REGISTRATION_FORM_SCHEMA.contactPhone?.rules}
          errorMessage={errors.contactPhone}
          helperText="用于接收参会通知"
          fullWidth
        />
        <FormTextField
          label="企业名称"
          required
          autoComplete="organization"
          value={values.enterpriseName}
          onChange={handleChange('enterpriseName')}
          rules={REGISTRATION_FORM_SCHEMA.enterpriseName?.rules}
          errorMessage={errors.enterpriseName}
          helperText="已按企业档案填写，可修改"
          fullWidth
        />
        {choices.length > 1 ? (
          <SelectField
            label="参会人数"
            value={values.attendees}
            options={choices.map((count) => ({ value: String(count), label: `${count} 人` }))}
            onChange={(value) => handleChange('attendees')({ target: { value } })}
            helperText={`含联系人，每次报名最多 ${activity.maxAttendees} 人`}
            size="medium"
            fullWidth
          />
        ) : (
          <Typography variant="body2" color="text.secondary">
            参会人数：1 人（{activity.maxAttendees === 1 ? '每家企业限报 1 人' : '仅剩 1 个名额'}）
          </Typography>
        )}
        {refusal ? (
          <Alert severity="error" role="alert">
            {refusal}
          </Alert>
        ) : null}
        <Box>
          <Button type="submit" variant="contained" loading={register.isPending}>
            提交报名
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
