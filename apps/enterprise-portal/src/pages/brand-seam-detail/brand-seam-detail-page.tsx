import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useLedger } from '@smes/api';
import type { LedgerRecord } from '@smes/api';
import { BRAND_SCORE_METHOD, brandScore } from '@smes/eligibility';
import { useSession } from '@smes/session';
import { AsyncContent, PageContainer, PageHeader, SectionCard } from '@smes/ui';
import { BrandComponentCard } from '../../features/enterprise/brand-component-card';
import { LoginPrompt } from '../../shared/login-prompt/login-prompt';
import { paths } from '../../app/paths';

export default function BrandSeamDetailPage() {
  const { isLoggedIn } = useSession();
  return (
    <PageContainer>
      <PageHeader
        title="品牌评分"
        subtitle="按企业档案计算的品牌评分，每一项都说明计什么、当前值、权重和提升办法"
        breadcrumbs={[{ label: '首页', to: paths.home }, { label: '企业档案一览', to: paths.enterprise.overview }, { label: '品牌评分' }]}
      />
      {isLoggedIn ? <BrandLoader /> : <LoginPrompt description="品牌评分按您的企业档案计算，请先登录企业账号。" />}
    </PageContainer>
  );
}

function BrandLoader() {
  const ledger = useLedger();
  return (
    <AsyncContent isPending={ledger.isPending} error={ledger.error} data={ledger.data} onRetry={() => void ledger.refetch()}>
      {(record) => <Brand record={record} />}
    </AsyncContent>
  );
}

function Brand({ record }: { record: LedgerRecord }) {
  const result = useMemo(() => brandScore(record.ledger), [record.ledger]);
  const missingWeight = result.maxScore - result.scoredWeight;
  return (
    <Stack spacing={3}>
      <SectionCard title={record.ledger.enterpriseName ? `${record.ledger.enterpriseName}的品牌评分` : '品牌评分'}>
        <Typography component="p" variant="h4" color="primary" sx={{ fontWeight: 700 }}>
          {result.score} 分
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {missingWeight === 0
            ? `满分 ${result.maxScore} 分，六项数据齐全。`
            : `满分 ${result.maxScore} 分；已按 ${result.scoredWeight} 分权重的数据计分，另有 ${missingWeight} 分权重的数据缺失，未计入（不按 0 分计）。补齐后分数会更准确。`}
        </Typography>
      </SectionCard>
      <SectionCard title="如何计算">
        <Typography variant="body2">{BRAND_SCORE_METHOD}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          商标和专利数量建立
          <Link component={RouterLink} to={paths.enterprise.knowledgeRecord} underline="always" sx={{ mx: 0.5 }}>
            知识产权台账
          </Link>
          后按台账中已授权的记录计算；其余数据来自
          <Link component={RouterLink} to={paths.personalCenter.enterpriseInformation} underline="always" sx={{ mx: 0.5 }}>
            企业档案
          </Link>
          。
        </Typography>
      </SectionCard>
      <section aria-labelledby="brand-components-title">
        <Typography id="brand-components-title" component="h2" variant="h6" sx={{ mb: 1 }}>
          各项得分
        </Typography>
        <Stack component="ul" spacing={1.5} aria-label="品牌评分各项" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {result.components.map((component) => (
            <BrandComponentCard key={component.id} component={component} />
          ))}
        </Stack>
      </section>
    </Stack>
  );
}
