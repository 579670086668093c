import { useState, type FormEvent } from 'react';
import { useLocation } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useDictData, useSubmitFeedback } from '@smes/api';
import { InputField, PageContainer, PageHeader, SelectField, useToast, useFormValues, validateFields } from '@smes/ui';
import { paths } from '../../app/paths';

const EMPTY = { feedbackType: '', content: '', contact: '' };

const schema = {
  feedbackType: { label: '反馈类型', rules: { required: true, message: '请选择反馈类型' } },
  content: { label: '反馈内容', rules: { required: true, min: 5, max: 500 } },
  contact: { label: '联系方式', rules: { max: 50, pattern: /^(1[3-9]\d{9}|[^\s@]+@[^\s@]+\.[^\s@]+)?$/ } },
} as const;

export default function FeedbackPage() {
  const types = useDictData('feedback_type');
  const submit = useSubmitFeedback();
  const toast = useToast();
  const location = useLocation();
  const { values, setValues, errors, setErrors, handleChange } = useFormValues(EMPTY);
  const [sentId, setSentId] = useState<number | null>(null);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateFields(values, schema);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const from = (location.state as { from?: string } | null)?.from;
    submit.mutate(
      {
        feedbackType: values.feedbackType,
        content: values.content.trim(),
        ...(values.contact.trim() ? { contact: values.contact.trim() } : {}),
        ...(from ? { pageUrl: from } : {}),
      },
      {
        onSuccess: (result) => {
          setSentId(result.id);
          setValues(EMPTY);
          toast.success('反馈已提交，感谢您的宝贵意见');
        },
      },
    );
  };

  return (
    <PageContainer>
      <PageHeader
        title="意见反馈"
        subtitle="功能建议、内容纠错、使用问题，我们会认真处理每一条反馈"
        breadcrumbs={[{ label: '首页', to: paths.home }, { label: '意见反馈' }]}
      />
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, maxWidth: 720 }}>
        {sentId !== null ? (
          <Alert severity="success" sx={{ mb: 2 }}>
            反馈已提交（编号 {sentId}），感谢您的宝贵意见。
          </Alert>
        ) : null}
        <Box component="form" noValidate onSubmit={handleSubmit} aria-label="意见反馈表单">
          <Stack spacing={2}>
            <SelectField
              label="反馈类型"
              value={values.feedbackType}
              emptyLabel="请选择"
              options={(types.data ?? []).map((item) => ({ value: item.dictValue, label: item.dictLabel }))}
              onChange={(value) => handleChange('feedbackType')({ target: { value } })}
              error={Boolean(errors.feedbackType)}
              helperText={errors.feedbackType || (types.error ? '反馈类型加载失败，请刷新重试' : ' ')}
              required
              disabled={types.isPending}
              size="medium"
            />
            <InputField
              size="medium"
              label="反馈内容"
              value={values.content}
              onChange={handleChange('content')}
              error={Boolean(errors.content)}
              helperText={errors.content || `${values.content.length}/500`}
              required
              multiline
              minRows={5}
              htmlInput={{ maxLength: 500 }}
            />
            <InputField
              size="medium"
              label="联系方式"
              placeholder="手机号或邮箱（选填），便于我们回复您"
              value={values.contact}
              onChange={handleChange('contact')}
              error={Boolean(errors.contact)}
              helperText={errors.contact || ' '}
              htmlInput={{ maxLength: 50 }}
            />
            {submit.error ? <Alert severity="error">{submit.error.message}</Alert> : null}
            <Box>
              <Button type="submit" variant="contained" loading={submit.isPending}>
                提交反馈
              </Button>
            </Box>
          </Stack>
        </Box>
      </Paper>
    </PageContainer>
  );
}
