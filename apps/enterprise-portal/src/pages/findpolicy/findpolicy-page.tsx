import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { PageContainer, PageHeader } from '@smes/ui';
import { DeclarationProjectBlock } from '../../features/declaration/declaration-project-block';
import { ClosingNoticesBlock } from '../../features/policy/closing-notices-block';
import { LatestPoliciesBlock } from '../../features/policy/latest-policies-block';
import { PolicyEntryTiles } from '../../features/policy/policy-entry-tiles';
import { paths, withQuery } from '../../app/paths';

const OPEN_NOW = { pageNum: 1, pageSize: 5, orderByColumn: 'end_time', isAsc: 'asc', status: 'open' } as const;
const STARTING_SOON = { pageNum: 1, pageSize: 5, orderByColumn: 'create_time', isAsc: 'desc', status: 'not_started' } as const;

/** 找政策: the policy area's hub — every sub-page, the latest policies and what can be applied for now. */
export default function FindPolicyPage() {
  return (
    <PageContainer>
      <PageHeader
        title="找政策"
        subtitle="政策原文、申报通知、申报项目、政策解读与智能匹配：找到企业能享受的每一项支持"
        breadcrumbs={[{ label: '首页', to: paths.home }, { label: '找政策' }]}
        actions={
          <Button component={RouterLink} to={paths.policyNotice.list} variant="contained">
            检索政策原文
          </Button>
        }
      />
      <Box component="section" aria-labelledby="findpolicy-entries" sx={{ mb: 3 }}>
        <Typography id="findpolicy-entries" component="h2" variant="h3" sx={{ mb: 1.5 }}>
          政策服务
        </Typography>
        <PolicyEntryTiles />
      </Box>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, alignItems: 'start', mb: 3 }}>
        <ClosingNoticesBlock title="正在申报的通知" />
        <LatestPoliciesBlock title="最新政策" />
      </Box>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, alignItems: 'start' }}>
        <DeclarationProjectBlock
          title="正在申报"
          query={OPEN_NOW}
          moreHref={withQuery(paths.declarationProject.list, { orderByColumn: 'end_time', isAsc: 'asc', status: 'open' })}
          variant="cards"
        />
        <DeclarationProjectBlock
          title="即将开始"
          query={STARTING_SOON}
          moreHref={withQuery(paths.declarationProject.list, { status: 'not_started' })}
          variant="cards"
        />
      </Box>
    </PageContainer>
  );
}
