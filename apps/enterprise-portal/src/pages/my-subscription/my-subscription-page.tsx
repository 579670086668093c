import { useId, useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import {
  useDictData,
  useRegionTree,
  useSubscription,
  useUpdateSubscription,
  type Subscription,
} from '@smes/api';
import { AsyncContent, LoadingState, SwitchField, useToast } from '@smes/ui';
import { ChipCheckboxGroup } from '../../features/subscription/chip-checkbox-group';
import { SubscriptionRegionTree } from '../../features/subscription/subscription-region-tree';
import {
  isEmptySubscription,
  isSameSubscription,
  limitMessage,
  selectionLimit,
  toggleWithinLimit,
  validateSubscription,
  type SubscriptionErrors,
  type SubscriptionListField,
} from '../../features/subscription/subscription-form';
import { indexRegions } from '../../shared/region/region-tree';
import { UnsavedChangesGuard } from '../../shared/forms/unsaved-changes-guard';
import { PersonalCenterFrame } from '../../shared/personal-center/personal-center-frame';
import { paths } from '../../app/paths';

/** The switches stand one under another, as MUI's FormGroup laid them (the switches are SwitchField: no Switch chunk, ADR 95). */
const SWITCHES_SX = { display: 'flex', flexDirection: 'column', alignItems: 'flex-start' } as const;

export default function MySubscriptionPage() {
  return (
    <PersonalCenterFrame title="我的订阅" subtitle="订阅关注的政策类别、地区和行业，有匹配的新政策或申报通知时，消息中心第一时间提醒您">
      <SubscriptionLoader />
    </PersonalCenterFrame>
  );
}

function SubscriptionLoader() {
  const subscription = useSubscription();
  return (
    <AsyncContent
      isPending={subscription.isPending}
      error={subscription.error}
      data={subscription.data}
      isEmpty={() => false}
      onRetry={() => void subscription.refetch()}
    >
      {(saved) => <SubscriptionForm saved={saved} />}
    </AsyncContent>
  );
}

type SectionProps = {
  titleId: string;
  title: string;
  hint: string;
  /** How many are chosen and how many may be: the section shows 已选 count/limit. */
  selection?: { count: number; limit: number };
  error?: string;
  children: ReactNode;
};

function Section({ titleId, title, hint, selection, error, children }: SectionProps) {
  return (
    <Box component="section" aria-labelledby={titleId}>
      <Box sx={{ display: 'flex', alignItems: 'baseline', flexWrap: 'wrap', columnGap: 1.5, mb: 0.5 }}>
        <Typography id={titleId} component="h2" variant="h6">
          {title}
        </Typography>
        {selection && (
          <Typography variant="body2" color={selection.count > selection.limit ? 'error' : 'text.secondary'}>
            已选 {selection.count}/{selection.limit}
          </Typography>
        )}
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {hint}
      </Typography>
      {children}
      {error && (
        <Alert severity="error" role="alert" sx={{ mt: 1.5 }}>
          {error}
        </Alert>
      )}
    </Box>
  );
}

type ReferenceListProps<T> = {
  query: { isPending: boolean; error: unknown; data: T | undefined; refetch: () => unknown };
  what: string;
  children: (data: T) => ReactNode;
};

/** A section's own reference data (a dictionary, the region tree): a failure there leaves the rest usable. */
function ReferenceList<T>({ query, what, children }: ReferenceListProps<T>) {
  if (query.isPending) return <LoadingState />;
  if (query.data === undefined) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void query.refetch()}>
            重试
          </Button>
        }
      >
        {what}加载失败{query.error instanceof Error && query.error.message ? `：${query.error.message}` : ''}
      </Alert>
    );
  }
  return <>{children(query.data)}</>;
}

function SubscriptionForm({ saved }: { saved: Subscription }) {
  const categories = useDictData('policy_category');
  const industries = useDictData('industry');
  const regions = useRegionTree();
  const update = useUpdateSubscription();
  const toast = useToast();
  const [baseline, setBaseline] = useState(saved);
  const [draft, setDraft] = useState(saved);
  const [errors, setErrors] = useState<SubscriptionErrors>({});
  const ids = { categories: useId(), regionCodes: useId(), industries: useId(), notify: useId(), matches: useId() };

  const dirty = !isSameSubscription(draft, baseline);

  const handleToggle = (field: SubscriptionListField) => (value: string) => {
    const outcome = toggleWithinLimit(draft[field], value);
    setErrors((current) => ({ ...current, [field]: outcome.refused ? limitMessage(field) : undefined }));
    if (!outcome.refused) setDraft((current) => ({ ...current, [field]: outcome.next }));
    update.reset();
  };

  const handleSwitch = (field: 'notifyPolicies' | 'notifyNotices' | 'notifyMatches') => (checked: boolean) => {
    setDraft((current) => ({ ...current, [field]: checked }));
    update.reset();
  };

  const handleReset = () => {
    setDraft(baseline);
    setErrors({});
    update.reset();
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateSubscription(draft);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    update.mutate(draft, {
      onSuccess: (result) => {
        setBaseline(result);
        setDraft(result);
        toast.success('订阅已保存');
      },
    });
  };

  const noAlerts = !draft.notifyPolicies && !draft.notifyNotices;
  const categoryOptions = categories.data && withUnknown(toOptions(categories.data), draft.categories);
  const industryOptions = industries.data && withUnknown(toOptions(industries.data), draft.industries);
  const regionCount = regions.data && new Set([...indexRegions(regions.data).keys(), ...draft.regionCodes]).size;
  const selection = (field: SubscriptionListField, optionCount: number | undefined) => ({
    count: draft[field].length,
    limit: selectionLimit(field, optionCount),
  });

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
      <UnsavedChangesGuard when={dirty} message="您修改的订阅还没有保存，离开后这些修改将丢失。" />
      <Box component="form" noValidate aria-label="订阅设置" onSubmit={handleSubmit}>
        <Stack spacing={4}>
          <Section
            titleId={ids.categories}
            title="政策类别"
            hint="选择您关心的政策类型；不选表示所有类别"
            selection={selection('categories', categoryOptions?.length)}
            error={errors.categories}
          >
            <ReferenceList query={categories} what="政策类别">
              {(items) => (
                <ChipCheckboxGroup
                  labelledBy={ids.categories}
                  options={withUnknown(toOptions(items), draft.categories)}
                  selected={draft.categories}
                  onToggle={handleToggle('categories')}
                />
              )}
            </ReferenceList>
          </Section>
          <Section
            titleId={ids.regionCodes}
            title="关注地区"
            hint="可选省、市或区县；选择上级地区即包含其下辖地区，国家级政策不受地区限制；不选表示所有地区"
            selection={selection('regionCodes', regionCount)}
            error={errors.regionCodes}
          >
            <ReferenceList query={regions} what="行政区划">
              {(tree) => (
                <SubscriptionRegionTree labelledBy={ids.regionCodes} tree={tree} selected={draft.regionCodes} onToggle={handleToggle('regionCodes')} />
              )}
            </ReferenceList>
          </Section>
          <Section
            titleId={ids.industries}
            title="所属行业"
            hint="国民经济行业门类（GB/T 4754）；不选表示所有行业"
            selection={selection('industries', industryOptions?.length)}
            error={errors.industries}
          >
            <ReferenceList query={industries} what="行业门类">
              {(items) => (
                <ChipCheckboxGroup
                  labelledBy={ids.industries}
                  options={withUnknown(toOptions(items), draft.industries)}
                  selected={draft.industries}
                  onToggle={handleToggle('industries')}
                />
              )}
            </ReferenceList>
          </Section>
          <Section titleId={ids.notify} title="提醒方式" hint="有符合订阅条件的内容发布时，在消息中心提醒您">
            <Box role="group" aria-labelledby={ids.notify} sx={SWITCHES_SX}>
              <SwitchField checked={draft.notifyPolicies} onChange={handleSwitch('notifyPolicies')} label="新政策提醒" />
              <SwitchField checked={draft.notifyNotices} onChange={handleSwitch('notifyNotices')} label="申报通知提醒" />
            </Box>
            {noAlerts && (
              <Alert severity="info" sx={{ mt: 1 }}>
                两项提醒都已关闭，订阅的内容有更新时不会收到消息。
              </Alert>
            )}
            {!noAlerts && isEmptySubscription(draft) && (
              <Alert severity="info" sx={{ mt: 1 }}>
                未选择类别、地区或行业，所有新发布的内容都会提醒您；选择后只提醒匹配的内容。
              </Alert>
            )}
          </Section>
          <Section
            titleId={ids.matches}
            title="政策匹配推送"
            hint="新政策或申报通知发布时，系统按您的企业信息逐项评估申报条件；可能符合时，即使不在订阅范围内，也会把条件和预估金额发到消息中心"
          >
            <Box role="group" aria-labelledby={ids.matches} sx={SWITCHES_SX}>
              <SwitchField checked={draft.notifyMatches} onChange={handleSwitch('notifyMatches')} label="可能符合的政策推送" />
            </Box>
            {!draft.notifyMatches && (
              <Alert severity="info" sx={{ mt: 1 }}>
                已关闭：新发布的政策即使您可能符合，也不会推送给您。
              </Alert>
            )}
          </Section>
          {update.error && (
            <Alert severity="error" role="alert">
              保存失败：{update.error.message}
            </Alert>
          )}
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
            <Button type="submit" variant="contained" loading={update.isPending}>
              保存
            </Button>
            <Button type="button" variant="outlined" onClick={handleReset} disabled={!dirty || update.isPending}>
              撤销修改
            </Button>
            <Typography variant="body2" color="text.secondary" aria-live="polite">
              {dirty ? '有未保存的修改' : ''}
            </Typography>
            <Button component={RouterLink} to={paths.personalCenter.messageCenter} sx={{ ml: { sm: 'auto' } }}>
              查看消息中心
            </Button>
          </Box>
        </Stack>
      </Box>
    </Paper>
  );
}

function toOptions(items: readonly { dictValue: string; dictLabel: string }[]) {
  return items.map((item) => ({ value: item.dictValue, label: item.dictLabel }));
}

/** Keeps a saved choice visible (and removable) even when the dictionary no longer lists it. */
function withUnknown(options: { value: string; label: string }[], selected: readonly string[]) {
  const known = new Set(options.map((option) => option.value));
  return [...options, ...selected.filter((value) => !known.has(value)).map((value) => ({ value, label: value }))];
}
