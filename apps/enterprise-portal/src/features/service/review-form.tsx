import { useId, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCreateServiceOrderReview, useUpdateServiceOrderReview, type ReviewScores, type ServiceReview } from '@smes/api';
import { PORTAL_SCHEMA_LIMITS } from '@smes/contract-types';
import { REVIEW_DIMENSION_LABELS } from '@smes/service-rules';
import { FormTextField, formMessages, useToast, RATING_ZH_CN } from '@smes/ui';

const TEXT = PORTAL_SCHEMA_LIMITS.ServiceReviewInput.text;
const DIMENSIONS = Object.keys(REVIEW_DIMENSION_LABELS) as (keyof ReviewScores)[];
const STAR_WORDS = ['', '很差', '较差', '一般', '满意', '非常满意'];

export type ReviewFormProps = {
  orderId: number;
  /** The review being edited; absent when writing the first one. */
  review?: ServiceReview;
  onDone?: () => void;
};

/** 评价: 1–5 stars for each dimension and a few words; the same form edits a review within its 7 days. */
export function ReviewForm({ orderId, review, onDone }: ReviewFormProps) {
  const create = useCreateServiceOrderReview();
  const update = useUpdateServiceOrderReview();
  const toast = useToast();
  const [scores, setScores] = useState<Partial<ReviewScores>>(review?.scores ?? {});
  const [text, setText] = useState(review?.text ?? '');
  // Each problem where it is: a missing score beside its stars, the text's under the text.
  const [errors, setErrors] = useState<Partial<Record<(typeof DIMENSIONS)[number] | 'text', string>>>({});
  const idPrefix = useId();
  const busy = create.isPending || update.isPending;

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found: typeof errors = {};
    for (const dimension of DIMENSIONS) if (!scores[dimension]) found[dimension] = `请为${REVIEW_DIMENSION_LABELS[dimension]}打分`;
    const trimmed = text.trim();
    if (trimmed.length < TEXT.minLength || trimmed.length > TEXT.maxLength) found.text = formMessages.string.range('评价内容', TEXT.minLength, TEXT.maxLength);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      // The first problem gets the focus: the reader hears it where it is.
      const first = DIMENSIONS.find((dimension) => found[dimension]);
      const target = first ? document.getElementById(`${idPrefix}-${first}-row`)?.querySelector('input') : document.getElementById(`${idPrefix}-text`);
      target?.focus();
      return;
    }
    const input = { orderId, scores: scores as ReviewScores, text: trimmed };
    const mutation = review ? update : create;
    mutation.mutate(input, {
      onSuccess: () => {
        toast.success(review ? '评价已修改' : '感谢您的评价');
        onDone?.();
      },
    });
  };

  return (
    <Box component="form" noValidate onSubmit={handleSubmit} aria-label={review ? '修改评价' : '评价服务'}>
      <Stack spacing={1.5}>
        {DIMENSIONS.map((dimension) => {
          const labelId = `${idPrefix}-${dimension}`;
          const errorId = `${idPrefix}-${dimension}-error`;
          const problem = errors[dimension];
          return (
            <Stack key={dimension} id={`${idPrefix}-${dimension}-row`} direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography id={labelId} component="span" sx={{ minWidth: '5em' }}>
                {REVIEW_DIMENSION_LABELS[dimension]}
              </Typography>
              <Rating
                {...RATING_ZH_CN}
                name={`${idPrefix}-${dimension}-stars`}
                value={scores[dimension] ?? null}
                onChange={(_event, value) => {
                  setScores((current) => ({ ...current, [dimension]: value ?? undefined }));
                  if (value) setErrors((current) => ({ ...current, [dimension]: undefined }));
                }}
                getLabelText={(value) => `${value} 星，${STAR_WORDS[value] ?? ''}`}
                aria-labelledby={labelId}
                aria-describedby={problem ? errorId : undefined}
              />
              {problem ? (
                <Typography id={errorId} component="span" variant="body2" color="error" role="alert">
                  {problem}
                </Typography>
              ) : (
                <Typography component="span" variant="body2" color="text.secondary">
                  {scores[dimension] ? STAR_WORDS[scores[dimension] ?? 0] : '未评分'}
                </Typography>
              )}
            </Stack>
          );
        })}
        <FormTextField
          label="评价内容"
          required
          multiline
          minRows={3}
          value={text}
          id={`${idPrefix}-text`}
          onChange={(event) => {
            setText(event.target.value);
            setErrors((current) => ({ ...current, text: undefined }));
          }}
          rules={{ required: true, min: TEXT.minLength, max: TEXT.maxLength }}
          errorMessage={errors.text}
          helperText={`${TEXT.minLength}–${TEXT.maxLength} 个字，会公开显示在产品和机构页面（企业名称脱敏）`}
          fullWidth
        />
        <Stack direction="row" spacing={1}>
          <Button type="submit" variant="contained" loading={busy}>
            {review ? '保存修改' : '提交评价'}
          </Button>
          {review && onDone ? <Button onClick={onDone}>取消</Button> : null}
        </Stack>
      </Stack>
    </Box>
  );
}
