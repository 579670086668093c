import { useId, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useHomeOverview } from '@smes/api';
import { useSession } from '@smes/session';
import { PageContainer, PageHeader } from '@smes/ui';
import { PolicyEntryTiles } from '../../features/policy/policy-entry-tiles';
import { PolicySearchForm } from '../../features/policy/policy-search-form';
import { paths } from '../../app/paths';

/**
 * 找政策: the policy tools — search, 智能匹配, the lists with what they hold, 区域对比 and 我的报告. What is new
 * across the portal (latest policies, closing deadlines, readings, announcements) is the home page's job.
 */
export default function FindPolicyPage() {
  const overview = useHomeOverview();
  const { isLoggedIn } = useSession();
  return (
    <PageContainer>
      <PageHeader
        title="找政策"
        subtitle="检索政策原文、测算可享政策、对比地区政策力度：找政策的工具都在这里"
        breadcrumbs={[{ label: '首页', to: paths.home }, { label: '找政策' }]}
      />
      <PolicySearchForm label="检索政策原文" placeholder="输入政策名称、文号、发文机构或关键词" variant="outlined" sx={{ p: 1.5 }} />
      <Box component="section" aria-labelledby="findpolicy-entries" sx={{ my: 3 }}>
        <Typography id="findpolicy-entries" component="h2" variant="h3" sx={{ mb: 1.5 }}>
          政策服务
        </Typography>
        <PolicyEntryTiles overview={overview.data} />
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
        <ToolCard
          title="智能政策匹配"
          description="按企业档案逐条核对政策条件，得出可享政策、差距与预估可获资金，并生成匹配报告。"
          action={
            <Button component={RouterLink} to={paths.policyMatch.index} variant="contained">
              开始匹配
            </Button>
          }
        />
        <ToolCard
          title="区域政策对比"
          description="选 2–4 个地区，横向对比政策数量、扶持资金与重点产业政策力度。"
          action={
            <Button component={RouterLink} to={paths.regionalCompare.index} variant="outlined">
              去对比
            </Button>
          }
        />
        <ToolCard
          title="我的报告"
          description="保存过的政策匹配报告与项目评估报告，可随时回看、导出。"
          action={
            <Button
              component={RouterLink}
              to={isLoggedIn ? paths.personalCenter.myReport.list : paths.loginThenReturn(paths.personalCenter.myReport.list)}
              variant="outlined"
            >
              {isLoggedIn ? '查看我的报告' : '登录后查看'}
            </Button>
          }
        />
      </Box>
    </PageContainer>
  );
}


function ToolCard({ title, description, action }: { title: string; description: string; action: ReactNode }) {
  const titleId = useId();
  return (
    <Paper component="section" aria-labelledby={titleId} variant="outlined" sx={{ p: 2.5, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <Typography id={titleId} component="h2" variant="h6">
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ flexGrow: 1 }}>
        {description}
      </Typography>
      <Box>{action}</Box>
    </Paper>
  );
}
