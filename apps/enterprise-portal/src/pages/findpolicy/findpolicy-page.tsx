import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { PageContainer, PageHeader } from '@smes/ui';
import { DeclarationProjectBlock } from '../../features/declaration/declaration-project-block';

const OPEN_NOW = { pageNum: 1, pageSize: 5, orderByColumn: 'end_time', isAsc: 'asc', status: 'open' } as const;
const STARTING_SOON = { pageNum: 1, pageSize: 5, orderByColumn: 'create_time', isAsc: 'desc', status: 'not_started' } as const;

/** 找政策: the policy area's hub. */
export default function FindPolicyPage() {
  return (
    <PageContainer>
      <PageHeader
        title="找政策"
        subtitle="汇集各级惠企政策的申报项目：看条件、备材料、一键撰写申报材料"
        breadcrumbs={[{ label: '首页', to: '/home' }, { label: '找政策' }]}
        actions={
          <Button component={RouterLink} to="/findpolicy/DeclarationProject" variant="contained">
            检索全部申报项目
          </Button>
        }
      />
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, alignItems: 'start' }}>
        <DeclarationProjectBlock
          title="正在申报"
          query={OPEN_NOW}
          moreHref="/findpolicy/DeclarationProject?orderByColumn=end_time&isAsc=asc&status=open"
          variant="cards"
        />
        <DeclarationProjectBlock
          title="即将开始"
          query={STARTING_SOON}
          moreHref="/findpolicy/DeclarationProject?status=not_started"
          variant="cards"
        />
      </Box>
    </PageContainer>
  );
}
