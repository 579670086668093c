import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import { useLedger } from '@smes/api';
import { ledgerCompleteness } from '@smes/eligibility';
import { useSession } from '@smes/session';
import { AsyncContent, PageContainer, PageHeader, SectionCard, formatTotal } from '@smes/ui';
import { CompletenessBar } from '../../shared/ledger/completeness-bar';
import { LEDGER_FORM_FIELD_NAMING, LEDGER_FORM_KEYS } from '../../shared/ledger/ledger-form-fields';
import { LoginPrompt } from '../../shared/login-prompt/login-prompt';
import { paths } from '../../app/paths';
import { useScopedMatchablePolicyCount } from '../../features/match/use-scoped-matchable-policies';

const STEPS = [
  { title: '完善企业档案', text: '注册信息、人员、财务、知识产权、研发与资质，一次填写、持续更新。' },
  { title: '回答匹配问卷', text: '只问现行政策真正用到的数据，已填写的内容自动带出。' },
  { title: '查看匹配报告', text: '逐条核对申报条件，给出匹配度、预估可获资金和可冲刺资质，可模拟测算、导出留存。' },
] as const;

export default function PolicyMatchPage() {
  const { isLoggedIn } = useSession();
  const matchable = useScopedMatchablePolicyCount();

  return (
    <PageContainer>
      <PageHeader
        title="智能政策匹配"
        subtitle="用企业档案逐条核对各级政策的申报条件，找出能申报的政策和还差的条件"
        breadcrumbs={[{ label: '首页', to: paths.home }, { label: '找政策', to: paths.findpolicy }, { label: '智能政策匹配' }]}
      />
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '3fr 2fr' }, alignItems: 'start' }}>
        <SectionCard title="如何匹配">
          <Box component="ol" sx={{ m: 0, pl: 0, listStyle: 'none' }}>
            {STEPS.map((step, index) => (
              <Box component="li" key={step.title} sx={{ display: 'flex', gap: 2, mb: 2 }}>
                <Box
                  aria-hidden
                  sx={{
                    flexShrink: 0,
                    width: 32,
                    height: 32,
                    borderRadius: '50%',
                    bgcolor: 'primary.main',
                    color: 'primary.contrastText',
                    display: 'grid',
                    placeItems: 'center',
                    fontWeight: 700,
                  }}
                >
                  {index + 1}
                </Box>
                <Box>
                  <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
                    {step.title}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {step.text}
                  </Typography>
                </Box>
              </Box>
            ))}
          </Box>
          {matchable.data ? (
            <Typography variant="body2" color="text.secondary" aria-live="polite">
              当前共有 {formatTotal(matchable.data.total)} 项现行政策设置了可核对的申报条件，参与匹配。
            </Typography>
          ) : null}
        </SectionCard>
        {isLoggedIn ? (
          <MyLedgerCard />
        ) : (
          <LoginPrompt description="智能匹配依据您企业的档案数据核对政策条件，登录后即可填写档案、开始匹配并保存报告。" />
        )}
      </Box>
    </PageContainer>
  );
}

function MyLedgerCard() {
  const ledger = useLedger();
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
      <Typography component="h2" variant="h6" sx={{ mb: 2 }}>
        我的企业档案
      </Typography>
      <AsyncContent isPending={ledger.isPending} error={ledger.error} data={ledger.data} onRetry={() => void ledger.refetch()}>
        {(record) => {
          const completeness = ledgerCompleteness(record.ledger, LEDGER_FORM_KEYS);
          return (
            <Stack spacing={2}>
              {record.ledger.enterpriseName ? <Typography>{record.ledger.enterpriseName}</Typography> : null}
              <CompletenessBar completeness={completeness} fields={LEDGER_FORM_FIELD_NAMING} maxLinks={5} />
              <Typography variant="body2" color="text.secondary">
                档案越完整，结论越准确；问卷中没填的数据也可以现在补上。
              </Typography>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
                <Button component={RouterLink} to={paths.policyMatch.proceed} variant="contained" startIcon={<PlayArrowIcon />}>
                  开始匹配
                </Button>
                <Button component={RouterLink} to={paths.policyMatch.report} variant="outlined">
                  查看最近的报告
                </Button>
              </Stack>
            </Stack>
          );
        }}
      </AsyncContent>
    </Paper>
  );
}
