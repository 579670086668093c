import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import AddIcon from '@mui/icons-material/Add';
import { usePolicyDeskList } from '@smes/api';
import type { PolicyDeskListQuery, PolicyDeskSummary } from '@smes/api';
import { PORTAL_QUERY_LIMITS } from '@smes/contract-types';
import { RegionSelect } from '@smes/org-certification';
import { POLICY_DESK_STATUSES, POLICY_DESK_STATUS_LABELS, POLICY_LEVELS, POLICY_LEVEL_LABELS, POLICY_REVISION_STATUS_LABELS, POLICY_VALIDITY_LABELS } from '@smes/policy-desk';
import type { PolicyDeskStatus, PolicyLevel } from '@smes/policy-desk';
import { readPage } from '@smes/shell';
import { EmptyState, PageContainer, PageHeader, SelectField, formatChinaDateTime } from '@smes/ui';
import { paths } from '../../app/paths';
import { deskStatusTone } from '../../features/policy-desk/desk-status';
import { AccountGate } from '../../shared/account-gate';
import { KeywordSearch } from '../../shared/keyword-search';
import { QueueCard, QueueResults } from '../../shared/review-queue';

const ALL = 'all';
const KEYWORD_MAX = PORTAL_QUERY_LIMITS.adminPolicyDeskList.keyword.maxLength;

type ListState = { status: PolicyDeskStatus | typeof ALL; keyword: string; level: PolicyLevel | ''; regionCode: string; pageNum: number };

/** The address is the list's state: ?status (all by default), keyword, level, regionCode, pageNum. */
function readQuery(params: URLSearchParams): ListState {
  const status = POLICY_DESK_STATUSES.find((item) => item === params.get('status')) ?? ALL;
  const level = POLICY_LEVELS.find((item) => item === params.get('level')) ?? '';
  const region = params.get('regionCode') ?? '';
  return { status, keyword: (params.get('keyword') ?? '').trim().slice(0, KEYWORD_MAX), level, regionCode: /^\d{6}$/.test(region) ? region : '', pageNum: readPage(params) };
}

/** 政策发布: every policy the desk holds — drafts, those waiting for review, the published and the repealed. */
export default function PolicyPublishPage() {
  return (
    <PageContainer>
      <PageHeader
        title="政策发布"
        subtitle="起草政策和随政策发布的申报，由另一位运营人员审核后在门户发布；已发布的政策可修订或废止，每一步都有记录"
        breadcrumbs={[{ label: '工作台', to: paths.home }, { label: '政策发布' }]}
      />
      <AccountGate screens="policyPublish">
        <DeskList />
      </AccountGate>
    </PageContainer>
  );
}

function DeskList() {
  const [params, setParams] = useSearchParams();
  const state = readQuery(params);
  const query: PolicyDeskListQuery = {
    pageNum: state.pageNum,
    pageSize: 10,
    ...(state.status === ALL ? {} : { status: state.status }),
    ...(state.keyword ? { keyword: state.keyword } : {}),
    ...(state.level ? { level: state.level } : {}),
    ...(state.regionCode ? { regionCode: state.regionCode } : {}),
  };
  const list = usePolicyDeskList({ query });

  const update = (changes: Partial<ListState>) => {
    const next = { ...state, pageNum: 1, ...changes };
    const search = new URLSearchParams();
    if (next.status !== ALL) search.set('status', next.status);
    if (next.keyword) search.set('keyword', next.keyword);
    if (next.level) search.set('level', next.level);
    if (next.regionCode) search.set('regionCode', next.regionCode);
    if (next.pageNum > 1) search.set('pageNum', String(next.pageNum));
    setParams(search);
  };
  const filtered = Boolean(state.keyword || state.level || state.regionCode);

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { md: 'flex-start' } }}>
        <KeywordSearch key={state.keyword} initial={state.keyword} label="标题、文号或发文机构" maxLength={KEYWORD_MAX} onSearch={(keyword) => update({ keyword })} />
        <Button component={RouterLink} to={paths.policyPublish.add} variant="contained" startIcon={<AddIcon />} sx={{ alignSelf: { xs: 'flex-start', md: 'auto' } }}>
          新建政策
        </Button>
      </Stack>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} role="group" aria-label="筛选">
        <TextField
          select
          label="发文层级"
          size="small"
          value={state.level}
          onChange={(event) => update({ level: event.target.value as PolicyLevel | '' })}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          sx={{ minWidth: '9em' }}
        >
          <option value="">全部层级</option>
          {POLICY_LEVELS.map((level) => (
            <option key={level} value={level}>
              {POLICY_LEVEL_LABELS[level]}
            </option>
          ))}
        </TextField>
        <RegionSelect field={SelectField} value={state.regionCode || null} onChange={(code) => update({ regionCode: code ?? '' })} labels={['地区（省）', '地区（市）', '地区（区县）']} />
      </Stack>
      <Tabs value={state.status} onChange={(_event, value: ListState['status']) => update({ status: value })} variant="scrollable" scrollButtons="auto" allowScrollButtonsMobile aria-label="按状态筛选">
        <Tab value={ALL} label="全部" />
        {POLICY_DESK_STATUSES.map((status) => (
          <Tab key={status} value={status} label={POLICY_DESK_STATUS_LABELS[status]} />
        ))}
      </Tabs>
      <QueueResults
        result={list}
        label="政策列表"
        count={(total) => `共 ${total} 项政策`}
        empty={
          <EmptyState
            title={state.status === ALL ? '没有符合条件的政策' : `没有${POLICY_DESK_STATUS_LABELS[state.status]}的政策`}
            description={filtered ? '换个关键词或放宽层级、地区再试。' : undefined}
            action={
              filtered ? (
                <Button variant="outlined" onClick={() => update({ keyword: '', level: '', regionCode: '' })}>
                  清除筛选
                </Button>
              ) : undefined
            }
          />
        }
        rowKey={(row) => row.id}
        onPageChange={(page) => update({ pageNum: page })}
      >
        {(row) => <DeskCard row={row} />}
      </QueueResults>
    </Stack>
  );
}

function DeskCard({ row }: { row: PolicyDeskSummary }) {
  const open = row.openRevision;
  // A published policy with a 修订 under way shows both: the portal's state, and the version in the works.
  const extra = open && row.validity ? `门户上${POLICY_VALIDITY_LABELS[row.validity]}，第 ${open.number} 版修订${POLICY_REVISION_STATUS_LABELS[open.status]}（${open.updatedBy}）` : null;
  return (
    <QueueCard
      title={row.title}
      to={paths.policyPublish.detail(row.id)}
      status={deskStatusTone(row.status)}
      statusLabel={POLICY_DESK_STATUS_LABELS[row.status]}
      meta={[row.docNo, row.issuer, `${POLICY_LEVEL_LABELS[row.level]} · ${row.regionName}`, extra, `更新于 ${formatChinaDateTime(row.updatedAt)}`]}
    />
  );
}
