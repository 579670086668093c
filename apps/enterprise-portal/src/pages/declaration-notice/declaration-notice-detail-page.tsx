import { useId, useState } from 'react';

import { Link as RouterLink, useParams } from 'react-router-dom';

import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { isNotFound, type NoticeDetail, useNotice } from '@smes/api';

import { AsyncContent, FactList, formatChinaDate, PageContainer, PageHeader, SectionCard } from '@smes/ui';

import { LEVEL_LABELS } from '../../shared/display/policy-level';


import { Countdown } from '../../features/policy/countdown';

import { MissingContent } from '../../shared/display/missing-content';
import { Paragraphs } from '../../features/policy/detail-parts';

import { LinkedList } from '../../features/policy/linked-list';

import { WindowChip } from '../../features/policy/window-chip';

import { parseRouteId, paths } from '../../app/paths';
import { CITED_CLAUSE_SX, clauseProps, useClauseParam, useScrollToClause } from '../../shared/display/clause-anchor';


function NoticeMissing() {
  return <MissingContent title="申报通知不存在" backLabel="返回申报通知列表" backTo={paths.declarationNotice.list} />;
}

/** 申报通知详情: the notice in six tabs, with a live countdown to its deadline. */
export default function DeclarationNoticeDetailPage() {
  const id = parseRouteId(useParams().id);
  return <PageContainer>{id === null ? <NoticeMissing /> : <NoticeLoader id={id} />}</PageContainer>;
}

function NoticeLoader({ id }: { id: number }) {
  const notice = useNotice(id);
  if (isNotFound(notice.error)) return <NoticeMissing />;
  return (
    <AsyncContent isPending={notice.isPending} error={notice.error} data={notice.data} onRetry={() => void notice.refetch()}>
      {(detail) => <NoticeView notice={detail} />}
    </AsyncContent>
  );
}

const TABS = ['政策原文', '扶持力度', '申报条件', '申报程序', '申报材料', '受理服务'] as const;

/**
 * The text tabs in the order a citation counts their blocks (the contract's AssistantCitation.paragraph):
 * policyText, support, conditions, procedure, materials, one after the other.
 */
function textBlocks(notice: NoticeDetail): string[][] {
  return [notice.policyText, notice.support, notice.conditions, notice.procedure, notice.materials];
}

/** Where tab `index`'s blocks start in that count. */
function tabOffset(notice: NoticeDetail, index: number): number {
  return textBlocks(notice)
    .slice(0, index)
    .reduce((sum, blocks) => sum + blocks.length, 0);
}

/** The tab holding cited block `cited`; the first tab without a citation or for one out of range. */
function tabOfClause(notice: NoticeDetail, cited: number | null): number {
  if (cited === null) return 0;
  const index = textBlocks(notice).findIndex((_blocks, tab) => cited < tabOffset(notice, tab + 1));
  return index === -1 ? 0 : index;
}

function NoticeView({ notice }: { notice: NoticeDetail }) {
  const cited = useClauseParam();
  const [tab, setTab] = useState(() => tabOfClause(notice, cited));
  useScrollToClause(cited);
  const [now] = useState(() => new Date());
  const idBase = useId();

  return (
    <>
      <PageHeader
        title={notice.title}
        subtitle={`${notice.issuer} · ${notice.regionName}`}
        breadcrumbs={[
          { label: '首页', to: paths.home },
          { label: '找政策', to: paths.findpolicy },
          { label: '申报通知', to: paths.declarationNotice.list },
          { label: '通知详情' },
        ]}
      />
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, mb: 3 }}>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mb: 2 }}>
          <WindowChip window={notice} now={now} />
          <Chip size="small" label={LEVEL_LABELS[notice.level]} />
          {notice.keywords.map((keyword) => (
            <Chip key={keyword} size="small" variant="outlined" label={keyword} />
          ))}
        </Stack>
        <Box sx={{ mb: 2 }}>
          <Countdown notice={notice} variant="large" />
        </Box>
        <FactList
          facts={[
            ['扶持力度', <Typography component="span" color="secondary" sx={{ fontWeight: 600 }}>{notice.supportText}</Typography>],
            ['申报时间', `${formatChinaDate(notice.startTime)} 至 ${formatChinaDate(notice.endTime)}`],
            ['发布日期', notice.publishDate],
            [
              '政策依据',
              notice.policy ? (
                <Link component={RouterLink} to={paths.policyNotice.detail(notice.policy.id)}>
                  {notice.policy.title}
                </Link>
              ) : (
                '—'
              ),
            ],
          ]}
        />
      </Paper>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '3fr 1fr' }, alignItems: 'start' }}>
        <Paper variant="outlined" sx={{ minWidth: 0 }}>
          <Tabs
            value={tab}
            onChange={(_event, next: number) => setTab(next)}
            variant="scrollable"
            scrollButtons="auto"
            allowScrollButtonsMobile
            aria-label="通知内容"
            sx={{ borderBottom: 1, borderColor: 'divider' }}
          >
            {TABS.map((label, index) => (
              <Tab key={label} label={label} id={`${idBase}-tab-${index}`} aria-controls={`${idBase}-panel-${index}`} />
            ))}
          </Tabs>
          {TABS.map((label, index) => (
            <Box
              key={label}
              role="tabpanel"
              hidden={tab !== index}
              id={`${idBase}-panel-${index}`}
              aria-labelledby={`${idBase}-tab-${index}`}
              sx={{ p: { xs: 2, md: 3 } }}
            >
              {tab === index ? <TabContent notice={notice} index={index} cited={cited} /> : null}
            </Box>
          ))}
        </Paper>
        <Stack spacing={3}>
          <SectionCard title="相关政策">
            <LinkedList items={notice.policy ? [notice.policy] : []} pathOf={paths.policyNotice.detail} emptyText="暂无关联政策" />
          </SectionCard>
          <SectionCard title="申报项目">
            <LinkedList items={notice.projects} pathOf={paths.declarationProject.detail} emptyText="暂无关联申报项目" />
          </SectionCard>
        </Stack>
      </Box>
    </>
  );
}

function NumberedList({ items, offset, cited }: { items: string[]; offset: number; cited: number | null }) {
  return (
    <Box component="ol" sx={{ pl: 3, m: 0 }}>
      {items.map((item, index) => (
        <Typography component="li" key={item} {...clauseProps(offset + index, cited)} sx={[{ mb: 1, lineHeight: 1.8 }, offset + index === cited && CITED_CLAUSE_SX]}>
          {item}
        </Typography>
      ))}
    </Box>
  );
}

function TabContent({ notice, index, cited }: { notice: NoticeDetail; index: number; cited: number | null }) {
  const offset = tabOffset(notice, index);
  switch (index) {
    case 0:
      return <Paragraphs paragraphs={notice.policyText} cited={cited} />;
    case 1:
      return <NumberedList items={notice.support} offset={offset} cited={cited} />;
    case 2:
      return <NumberedList items={notice.conditions} offset={offset} cited={cited} />;
    case 3:
      return <NumberedList items={notice.procedure} offset={offset} cited={cited} />;
    case 4:
      return <NumberedList items={notice.materials} offset={offset} cited={cited} />;
    default:
      return (
        <FactList
          facts={[
            ['受理部门', notice.service.department],
            ['联系人', notice.service.contact],
            ['咨询电话', notice.service.phone],
            ['受理地址', notice.service.address],
            ['办公时间', notice.service.hours],
          ]}
        />
      );
  }
}
