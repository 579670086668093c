import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import {
  useFollowedWindows,
  useLedger,
  useMyApplications,
  useMyServiceOrders,
  useReports,
  useUnreadMessageCount,
} from '@smes/api';
import { ledgerCompleteness } from '@smes/eligibility';
import { AsyncContent, EmptyState, SectionCard, StatusChip, formatChinaDateTime } from '@smes/ui';
import { paths } from '../../app/paths';
import { APPLICATION_STATUS_LABELS, applicationStatusTone } from '../../features/application/application-display';
import { nextSteps } from '../../features/personal-center/next-steps';
import { OrderStatusChip } from '@smes/hand-over';
import { CompletenessBar } from '../../shared/ledger/completeness-bar';
import { LEDGER_FORM_FIELD_NAMING, LEDGER_FORM_KEYS } from '../../shared/ledger/ledger-form-fields';
import { PersonalCenterFrame } from '../../shared/personal-center/personal-center-frame';

/** How many of the newest applications, orders and reports the overview shows; the rest are a link away. */
const LATEST = 5;

export default function PersonalCenterHomePage() {
  return (
    <PersonalCenterFrame title="个人中心" subtitle="企业档案、申报、订单和消息一览，以及接下来要做的事">
      <Overview />
    </PersonalCenterFrame>
  );
}

function MoreLink({ to, label }: { to: string; label: string }) {
  return (
    <Link component={RouterLink} to={to} variant="body2" aria-label={label}>
      查看全部
    </Link>
  );
}

function Overview() {
  const [now] = useState(() => new Date());
  const ledger = useLedger();
  const applications = useMyApplications({ query: { pageNum: 1, pageSize: LATEST } });
  const orders = useMyServiceOrders({ query: { pageNum: 1, pageSize: LATEST } });
  const reports = useReports({ query: { pageNum: 1, pageSize: 3 } });
  const unread = useUnreadMessageCount();
  const follows = useFollowedWindows();

  const completeness = ledger.data ? ledgerCompleteness(ledger.data.ledger, LEDGER_FORM_KEYS) : undefined;
  const steps = nextSteps({
    now,
    missingLedgerFields: completeness?.missing,
    applications: applications.data?.rows,
    orders: orders.data?.rows,
    follows: follows.data,
    unreadMessages: unread.data,
  });
  const stepsPending = ledger.isPending || applications.isPending || orders.isPending || follows.isPending || unread.isPending;

  return (
    <Stack spacing={3}>
      <SectionCard title="接下来要做">
        {stepsPending ? (
          <Typography color="text.secondary" role="status">
            正在汇总待办…
          </Typography>
        ) : steps.length === 0 ? (
          <Typography color="text.secondary">暂时没有待办事项：申报、订单和关注的窗口都不需要您处理。</Typography>
        ) : (
          <List disablePadding aria-label="待办事项">
            {steps.map((step) => (
              <ListItem key={step.key} disableGutters divider sx={{ display: 'block', py: 1.25 }}>
                <Link component={RouterLink} to={step.to} underline="hover" sx={{ fontWeight: 600, display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
                  {step.title}
                  <ArrowForwardIcon fontSize="small" aria-hidden />
                </Link>
                <Typography variant="body2" color="text.secondary">
                  {step.reason}
                </Typography>
              </ListItem>
            ))}
          </List>
        )}
      </SectionCard>

      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' } }}>
        <SectionCard title="企业档案" action={<MoreLink to={paths.personalCenter.enterpriseInformation} label="打开企业信息" />}>
          <AsyncContent isPending={ledger.isPending} error={ledger.error} data={completeness} onRetry={() => void ledger.refetch()}>
            {(info) => <CompletenessBar completeness={info} fields={LEDGER_FORM_FIELD_NAMING} maxLinks={5} />}
          </AsyncContent>
        </SectionCard>

        <SectionCard title="消息" action={<MoreLink to={paths.personalCenter.messageCenter} label="打开消息中心" />}>
          <AsyncContent isPending={unread.isPending} error={unread.error} data={unread.data} onRetry={() => void unread.refetch()}>
            {(count) => (
              <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline' }}>
                <Typography component="span" variant="h4" color={count > 0 ? 'primary' : 'text.secondary'}>
                  {count}
                </Typography>
                <Typography component="span" color="text.secondary">
                  条未读消息
                </Typography>
              </Stack>
            )}
          </AsyncContent>
        </SectionCard>

        <SectionCard title="我的申报" action={<MoreLink to={paths.personalCenter.myApplication} label="查看全部申报" />}>
          <AsyncContent
            isPending={applications.isPending}
            error={applications.error}
            data={applications.data}
            isEmpty={(page) => page.total === 0}
            onRetry={() => void applications.refetch()}
            empty={
              <EmptyState
                title="还没有申报"
                action={
                  <Button component={RouterLink} to={paths.declarationProject.list} variant="outlined">
                    浏览申报项目
                  </Button>
                }
              />
            }
          >
            {(page) => (
              <>
                <Typography variant="body2" color="text.secondary">
                  共 {page.total} 个申报
                </Typography>
                <List disablePadding aria-label="最近的申报">
                  {page.rows.map((application) => (
                    <ListItem key={application.id} disableGutters divider sx={{ gap: 1, justifyContent: 'space-between', alignItems: 'flex-start' }}>
                      <Link component={RouterLink} to={paths.personalCenter.myApplicationProgress(application.id)} sx={{ wordBreak: 'break-word' }}>
                        {application.projectName}
                      </Link>
                      <StatusChip status={applicationStatusTone(application.status)} label={APPLICATION_STATUS_LABELS[application.status]} />
                    </ListItem>
                  ))}
                </List>
              </>
            )}
          </AsyncContent>
        </SectionCard>

        <SectionCard title="我的订单" action={<MoreLink to={paths.personalCenter.myOrder.list} label="查看全部订单" />}>
          <AsyncContent
            isPending={orders.isPending}
            error={orders.error}
            data={orders.data}
            isEmpty={(page) => page.total === 0}
            onRetry={() => void orders.refetch()}
            empty={
              <EmptyState
                title="还没有服务订单"
                action={
                  <Button component={RouterLink} to={paths.service.productPage} variant="outlined">
                    浏览服务产品
                  </Button>
                }
              />
            }
          >
            {(page) => (
              <>
                <Typography variant="body2" color="text.secondary">
                  共 {page.total} 个订单
                </Typography>
                <List disablePadding aria-label="最近的订单">
                  {page.rows.map((order) => (
                    <ListItem key={order.id} disableGutters divider sx={{ gap: 1, justifyContent: 'space-between', alignItems: 'flex-start' }}>
                      <Link component={RouterLink} to={paths.personalCenter.myOrder.detail(order.id)} sx={{ wordBreak: 'break-word' }}>
                        {order.productName}
                      </Link>
                      <OrderStatusChip status={order.status} />
                    </ListItem>
                  ))}
                </List>
              </>
            )}
          </AsyncContent>
        </SectionCard>

        <SectionCard title="我的报告" action={<MoreLink to={paths.personalCenter.myReport.list} label="查看全部报告" />}>
          <AsyncContent
            isPending={reports.isPending}
            error={reports.error}
            data={reports.data}
            isEmpty={(page) => page.total === 0}
            onRetry={() => void reports.refetch()}
            empty={
              <EmptyState
                title="还没有报告"
                action={
                  <Button component={RouterLink} to={paths.policyMatch.index} variant="outlined">
                    去做政策匹配
                  </Button>
                }
              />
            }
          >
            {(page) => (
              <List disablePadding aria-label="最近的报告">
                {page.rows.map((report) => (
                  <ListItem key={report.id} disableGutters divider sx={{ display: 'block' }}>
                    <Link component={RouterLink} to={paths.personalCenter.myReport.detail(report.id)} sx={{ wordBreak: 'break-word' }}>
                      {report.title}
                    </Link>
                    <Typography variant="body2" color="text.secondary">
                      {formatChinaDateTime(report.createdAt)} · {report.headline}
                    </Typography>
                  </ListItem>
                ))}
              </List>
            )}
          </AsyncContent>
        </SectionCard>
      </Box>
    </Stack>
  );
}
