import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useLedger, useMyApplications, useNotices, useUnreadMessageCount, type Application, type LedgerRecord, type NoticeSummary } from '@smes/api';
import { AsyncContent, EmptyState, SectionCard } from '@smes/ui';
import { Countdown } from '../../features/policy/countdown';
import { CompletenessBar } from '../../shared/ledger/completeness-bar';
import { LEDGER_FORM_FIELD_NAMING } from '../../shared/ledger/ledger-form-fields';
import { paths, withQuery } from '../../app/paths';
import { favoriteClosingSoon, FAVORITE_NOTICES_QUERY, PENDING_APPLICATIONS_SHOWN } from './todo-rules';

type TodoData = {
  drafts: { rows: Application[]; total: number };
  returned: { rows: Application[]; total: number };
  favoriteNotices: NoticeSummary[];
  unread: number;
  ledger: LedgerRecord;
};

/**
 * 我的待办 on the home page of a signed-in enterprise: what waits for it across the portal, from its own
 * data — applications to submit or to revise, favourite policies whose notices close soon, unread messages,
 * and the ledger (fill it in, or run 智能匹配 once it is complete). Its own chunk: visitors never load it.
 */
export default function MyTodos() {
  const drafts = useMyApplications({ query: { pageNum: 1, pageSize: PENDING_APPLICATIONS_SHOWN, status: 'draft' } });
  const returned = useMyApplications({ query: { pageNum: 1, pageSize: PENDING_APPLICATIONS_SHOWN, status: 'returned' } });
  const favoriteNotices = useNotices({ query: FAVORITE_NOTICES_QUERY });
  const unread = useUnreadMessageCount();
  const ledger = useLedger();
  const results = [drafts, returned, favoriteNotices, unread, ledger];
  const data: TodoData | undefined =
    drafts.data && returned.data && favoriteNotices.data && unread.data !== undefined && ledger.data
      ? {
          drafts: drafts.data,
          returned: returned.data,
          favoriteNotices: favoriteClosingSoon(favoriteNotices.data.rows, new Date()),
          unread: unread.data,
          ledger: ledger.data,
        }
      : undefined;

  return (
    <SectionCard
      title="我的待办"
      action={
        <Link component={RouterLink} to={paths.personalCenter.myApplication} variant="body2">
          我的申报
        </Link>
      }
    >
      <AsyncContent
        isPending={results.some((result) => result.isPending)}
        error={results.find((result) => result.error)?.error ?? null}
        data={data}
        onRetry={() => results.filter((result) => result.error).forEach((result) => void result.refetch())}
      >
        {(todo) => <TodoGroups todo={todo} />}
      </AsyncContent>
    </SectionCard>
  );
}

function TodoGroups({ todo }: { todo: TodoData }) {
  const { completeness } = todo.ledger;
  const groups: ReactNode[] = [];
  if (todo.returned.total > 0) {
    groups.push(
      <TodoGroup
        key="returned"
        title={`被退回的申报（${todo.returned.total}）`}
        hint="按退回意见修改材料后重新提交"
        more={{ label: '查看全部被退回的申报', to: withQuery(paths.personalCenter.myApplication, { status: 'returned' }) }}
      >
        <ApplicationLines rows={todo.returned.rows} />
      </TodoGroup>,
    );
  }
  if (todo.drafts.total > 0) {
    groups.push(
      <TodoGroup
        key="drafts"
        title={`待提交的申报（${todo.drafts.total}）`}
        hint="材料备齐后提交"
        more={{ label: '查看全部待提交的申报', to: withQuery(paths.personalCenter.myApplication, { status: 'draft' }) }}
      >
        <ApplicationLines rows={todo.drafts.rows} />
      </TodoGroup>,
    );
  }
  if (todo.favoriteNotices.length > 0) {
    groups.push(
      <TodoGroup key="favorites" title="收藏的政策即将截止申报" hint="收藏政策的申报通知，30 天内截止" more={{ label: '查看我的收藏', to: paths.personalCenter.myFavorite }}>
        <List disablePadding dense>
          {todo.favoriteNotices.map((notice) => (
          <ListItem key={notice.id} disableGutters sx={{ display: 'block', py: 0.5 }}>
            <Link component={RouterLink} to={paths.declarationNotice.detail(notice.id)} underline="hover">
              {notice.title}
            </Link>
            <Box>
              <Countdown notice={notice} />
            </Box>
          </ListItem>
          ))}
        </List>
      </TodoGroup>,
    );
  }
  if (todo.unread > 0) {
    groups.push(
      <TodoGroup key="unread" title={`${todo.unread} 条未读消息`} hint="订阅的政策与申报动态" more={{ label: '去消息中心', to: paths.personalCenter.messageCenter }} />,
    );
  }
  groups.push(
    completeness.percent < 100 ? (
      <TodoGroup key="ledger" title="完善企业档案" hint="档案越完整，智能匹配与项目评估越准" more={{ label: '去完善企业档案', to: paths.personalCenter.enterpriseInformation }}>
        <CompletenessBar completeness={completeness} fields={LEDGER_FORM_FIELD_NAMING} maxLinks={3} label="企业档案完整度" />
      </TodoGroup>
    ) : (
      <TodoGroup key="ledger" title="企业档案已完善" hint="用最新档案测算可享政策与预估资金" more={{ label: '开始智能政策匹配', to: paths.policyMatch.index }} />
    ),
  );
  if (groups.length === 0) return <EmptyState title="暂无待办" />;
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' } }}>
      {groups}
    </Box>
  );
}

type TodoGroupProps = {
  title: string;
  hint: string;
  more: { label: string; to: string };
  children?: ReactNode;
};

function TodoGroup({ title, hint, more, children }: TodoGroupProps) {
  return (
    <Paper component="li" variant="outlined" sx={{ p: 2 }}>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {hint}
      </Typography>
      {children ? <Box sx={{ mt: 1 }}>{children}</Box> : null}
      <Link component={RouterLink} to={more.to} variant="body2" sx={{ display: 'inline-block', mt: 1 }}>
        {more.label}
      </Link>
    </Paper>
  );
}

function ApplicationLines({ rows }: { rows: Application[] }) {
  return (
    <List disablePadding dense>
      {rows.map((application) => (
        <ApplicationLine key={application.id} application={application} />
      ))}
    </List>
  );
}

function ApplicationLine({ application }: { application: Application }) {
  return (
    <ListItem disableGutters sx={{ display: 'block', py: 0.5 }}>
      <Link component={RouterLink} to={paths.projectApplication(application.projectId, application.id)} underline="hover">
        {application.projectName}
      </Link>
      <Typography variant="body2" color="text.secondary">
        必需材料已上传 {application.progress}%
      </Typography>
    </ListItem>
  );
}
