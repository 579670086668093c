import { useState, type FormEvent, type ReactNode } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { readPage } from '@smes/shell';
import { AsyncContent, ConfirmDialog, EmptyState, PageContainer, PageHeader, Paginator, ReasonDialog, StatusChip } from '@smes/ui';
import { paths } from '../app/paths';
import { AccountGate, type AccountGateProps } from './account-gate';

type QueuePage<TRow> = { rows: TRow[]; total: number; pageNum: number; pageSize: number };

export type QueueResultsProps<TRow> = {
  result: { isPending: boolean; error: Error | null; data: QueuePage<TRow> | undefined; refetch: () => unknown };
  /** The section's accessible name, e.g. 入驻申请列表. */
  label: string;
  /** The count line, e.g. (total) => `共 ${total} 份申请`. */
  count: (total: number) => string;
  empty: ReactNode;
  rowKey: (row: TRow) => string | number;
  children: (row: TRow) => ReactNode;
  onPageChange: (page: number) => void;
};

/**
 * The operator's review queues (入驻审核, 申报受理, 需求审核) show one shape: loading, error with retry, an empty
 * state, then the count, one card per item and the pages.
 */
export function QueueResults<TRow>({ result, label, count, empty, rowKey, children, onPageChange }: QueueResultsProps<TRow>) {
  return (
    <AsyncContent
      isPending={result.isPending}
      error={result.error}
      data={result.data}
      isEmpty={(data) => data.rows.length === 0}
      onRetry={() => void result.refetch()}
      empty={empty}
    >
      {(data) => (
        <Stack spacing={2} component="section" aria-label={label}>
          <Typography color="text.secondary">{count(data.total)}</Typography>
          <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {data.rows.map((row) => (
              <li key={rowKey(row)}>{children(row)}</li>
            ))}
          </Stack>
          <Paginator page={data.pageNum} pageSize={data.pageSize} total={data.total} onChange={onPageChange} showSizeChanger={false} />
        </Stack>
      )}
    </AsyncContent>
  );
}

export type QueueCardProps = {
  title: string;
  to: string;
  /** StatusChip's tone key and the words shown. */
  status: string;
  statusLabel: string;
  /** Who, what and when, joined with ·; empty parts are left out. */
  meta: readonly (string | null | undefined | false)[];
};

/** One item of a review queue: its name leads to the detail, with its state and the facts the operator sorts by. */
export function QueueCard({ title, to, status, statusLabel, meta }: QueueCardProps) {
  return (
    <Card variant="outlined" component="article">
      <CardContent>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}>
          <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600, wordBreak: 'break-word' }}>
            <Link component={RouterLink} to={to} underline="hover">
              {title}
            </Link>
          </Typography>
          <StatusChip status={status} label={statusLabel} />
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {meta.filter(Boolean).join(' · ')}
        </Typography>
      </CardContent>
    </Card>
  );
}

type QueueQueryResult<TRow> = QueueResultsProps<TRow>['result'];
/** The row type of a queue's query result. */
type RowOf<TResult extends { data: unknown }> = NonNullable<TResult['data']> extends QueuePage<infer Row> ? Row : never;

/** The queue's state, all in the address: the state tab (or 全部), the filter, the keyword and the page. */
export type QueueParams<TState extends string> = { state: TState | typeof ALL_STATES; filter: string; keyword: string; pageNum: number };

const ALL_STATES = 'all';

export type ReviewQueueProps<TState extends string, TResult extends QueueQueryResult<unknown>> = {
  /** The query parameter that holds the state (`status`, `reviewState`, `state`). */
  stateParam: string;
  states: readonly TState[];
  defaultState: TState;
  stateLabels: Record<TState, string>;
  /** Per-state counts for the tabs, when the server gives them with the page. */
  stateCounts?: (result: TResult) => Partial<Record<TState, number>> | undefined;
  /** Offer a 全部 tab after the states. */
  allStates?: boolean;
  /** A second, narrower choice (产品 / 案例) with its query parameter. */
  filter?: { param: string; label: string; options: readonly { value: string; label: string }[] };
  /** Searching by words, with the contract's limit. */
  search?: { label: string; maxLength: number };
  /** The queue's request for the current parameters. */
  useResult: (params: QueueParams<TState>) => TResult;
  listLabel: string;
  count: (total: number) => string;
  empty: (params: QueueParams<TState>, clearKeyword: () => void) => ReactNode;
  rowKey: (row: RowOf<TResult>) => string | number;
  children: (row: RowOf<TResult>) => ReactNode;
};

type QueueShape<TState extends string> = Pick<ReviewQueueProps<TState, QueueQueryResult<unknown>>, 'stateParam' | 'states' | 'defaultState' | 'allStates' | 'filter' | 'search'>;

function readQueue<TState extends string>(params: URLSearchParams, props: QueueShape<TState>): QueueParams<TState> {
  const raw = params.get(props.stateParam);
  const state = props.allStates && raw === ALL_STATES ? ALL_STATES : (props.states.find((item) => item === raw) ?? props.defaultState);
  const filterValue = params.get(props.filter?.param ?? '') ?? '';
  const filter = props.filter?.options.some((option) => option.value === filterValue) ? filterValue : '';
  const keyword = props.search ? (params.get('keyword') ?? '').trim().slice(0, props.search.maxLength) : '';
  return { state, filter, keyword, pageNum: readPage(params) };
}

/**
 * The one shape of the operator's review queues (入驻审核, 上架审核, 需求审核, 申报受理): state tabs (the waiting
 * state first, oldest first), an optional filter and search, the count, a card per item and the pages, every choice
 * kept in the address so a link from the 工作台 or a message opens the same view.
 */
export function ReviewQueue<TState extends string, TResult extends QueueQueryResult<unknown>>(props: ReviewQueueProps<TState, TResult>) {
  const { stateParam, states, defaultState, stateLabels, stateCounts, allStates, filter, search, useResult, listLabel, count, empty, rowKey, children } = props;
  const [searchParams, setSearchParams] = useSearchParams();
  const params = readQueue(searchParams, props);
  const result = useResult(params);
  const tabCounts = stateCounts?.(result);
  const update = (changes: Partial<QueueParams<TState>>) => {
    const next = { ...params, pageNum: 1, ...changes };
    const search = new URLSearchParams();
    if (next.state !== defaultState) search.set(stateParam, next.state);
    if (filter && next.filter) search.set(filter.param, next.filter);
    if (next.keyword) search.set('keyword', next.keyword);
    if (next.pageNum > 1) search.set('pageNum', String(next.pageNum));
    setSearchParams(search);
  };
  const counted = (label: string, value: number | undefined) => (value === undefined ? label : `${label} ${value}`);
  const total = tabCounts ? Object.values<number | undefined>(tabCounts).reduce<number>((sum, value) => sum + (value ?? 0), 0) : undefined;
  return (
    <Stack spacing={2}>
      {search ? <KeywordSearch key={params.keyword} label={search.label} maxLength={search.maxLength} initial={params.keyword} onSearch={(keyword) => update({ keyword })} /> : null}
      <Tabs value={params.state} onChange={(_event, value: TState) => update({ state: value })} variant="scrollable" scrollButtons="auto" allowScrollButtonsMobile aria-label="按审核状态筛选">
        {states.map((item) => (
          <Tab key={item} value={item} label={counted(stateLabels[item], tabCounts?.[item])} />
        ))}
        {allStates ? <Tab value={ALL_STATES} label={counted('全部', total)} /> : null}
      </Tabs>
      {filter ? (
        <TextField
          select
          size="small"
          label={filter.label}
          value={params.filter}
          onChange={(event) => update({ filter: event.target.value })}
          sx={{ maxWidth: 240 }}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value="">全部</option>
          {filter.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </TextField>
      ) : null}
      <QueueResults<RowOf<TResult>>
        result={result as QueueQueryResult<RowOf<TResult>>}
        label={listLabel}
        count={count}
        empty={empty(params, () => update({ keyword: '' }))}
        rowKey={rowKey}
        onPageChange={(page) => update({ pageNum: page })}
      >
        {children}
      </QueueResults>
    </Stack>
  );
}

function KeywordSearch({ label, maxLength, initial, onSearch }: { label: string; maxLength: number; initial: string; onSearch: (keyword: string) => void }) {
  const [value, setValue] = useState(initial);
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(value.trim());
  };
  return (
    <Stack component="form" role="search" direction="row" spacing={1} onSubmit={handleSubmit} sx={{ maxWidth: 560 }}>
      <TextField label={label} size="small" value={value} onChange={(event) => setValue(event.target.value)} slotProps={{ htmlInput: { maxLength } }} sx={{ flexGrow: 1 }} />
      <Button type="submit" variant="contained">
        搜索
      </Button>
    </Stack>
  );
}

export type ReviewDecisionProps = {
  /** What is decided, as the dialogs name it: 「杭州知行…」的入驻申请. */
  subject: string;
  /** What 通过 does, said before it is done. */
  approveEffect: string;
  /** Who reads the reason of a 驳回. */
  reasonReader: string;
  reasonLimits: { minLength: number; maxLength: number };
  busy: boolean;
  onApprove: () => void;
  onReject: (reason: string) => void;
};

/**
 * The operator's decision on a reviewed item: 通过, confirmed first because it cannot be taken back, or 驳回 with
 * the reason its submitter will read. The wording is the operator's own, never the applicant's.
 */
export function ReviewDecision({ subject, approveEffect, reasonReader, reasonLimits, busy, onApprove, onReject }: ReviewDecisionProps) {
  const [step, setStep] = useState<'approve' | 'reject' | null>(null);
  const close = () => setStep(null);
  return (
    <>
      <Stack direction="row" spacing={2}>
        <Button variant="contained" disabled={busy} onClick={() => setStep('approve')}>
          通过
        </Button>
        <Button variant="outlined" color="error" disabled={busy} onClick={() => setStep('reject')}>
          驳回
        </Button>
      </Stack>
      <ConfirmDialog
        open={step === 'approve'}
        title="确认通过？"
        description={`${subject}将审核通过：${approveEffect}通过后不能撤回。`}
        confirmLabel="确认通过"
        busy={busy}
        onConfirm={() => {
          onApprove();
          close();
        }}
        onClose={close}
      />
      <ReasonDialog
        open={step === 'reject'}
        title="驳回？"
        description={`${subject}将被驳回，提交方修改后可以重新提交。`}
        confirmLabel="确认驳回"
        reasonLabel="驳回原因"
        helperText={`${reasonReader}会在消息中看到此原因，请写明需要修改的地方`}
        minLength={reasonLimits.minLength}
        maxLength={reasonLimits.maxLength}
        busy={busy}
        onConfirm={(reason) => {
          onReject(reason);
          close();
        }}
        onClose={close}
      />
    </>
  );
}

export type ReviewQueuePageProps<TState extends string, TResult extends QueueQueryResult<unknown>> = Omit<ReviewQueueProps<TState, TResult>, 'empty'> & {
  title: string;
  subtitle: string;
  /** The account type the queue is for (the operator's). */
  screens: AccountGateProps['screens'];
  /** What an empty state tab says, or the words for 「没有待审核的申请」 (the noun: 申请). */
  empty: ReviewQueueProps<TState, TResult>['empty'] | { noun: string };
};

/** A review queue as a console screen: its header, the operator's gate and the queue. */
export function ReviewQueuePage<TState extends string, TResult extends QueueQueryResult<unknown>>({ title, subtitle, screens, empty, ...queue }: ReviewQueuePageProps<TState, TResult>) {
  const emptyOf: ReviewQueueProps<TState, TResult>['empty'] =
    typeof empty === 'function' ? empty : ({ state }) => <EmptyState title={`没有${state === ALL_STATES ? '' : queue.stateLabels[state]}的${empty.noun}`} />;
  return (
    <PageContainer>
      <PageHeader title={title} subtitle={subtitle} breadcrumbs={[{ label: '工作台', to: paths.home }, { label: title }]} />
      <AccountGate screens={screens}>
        <ReviewQueue {...queue} empty={emptyOf} />
      </AccountGate>
    </PageContainer>
  );
}
