import { Link as RouterLink, useParams } from 'react-router-dom';

import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type InterpretationDetail, isNotFound, useInterpretation } from '@smes/api';

import { AsyncContent, PageContainer, PageHeader, SectionCard } from '@smes/ui';

import { MissingContent } from '../../shared/display/missing-content';
import { Paragraphs } from '../../features/policy/detail-parts';

import { InterpretationPicture } from '../../features/policy/interpretation-picture';
import { LinkedList } from '../../features/policy/linked-list';

import { INTERPRETATION_TYPE_LABELS } from '../../features/policy/policy-labels';
import { parseRouteId, paths } from '../../app/paths';
import { useClauseParam, useScrollToClause } from '../../shared/display/clause-anchor';


function InterpretationMissing() {
  return <MissingContent title="政策解读不存在" backLabel="返回政策解读列表" backTo={paths.policyInterpretation.list} />;
}

/** 政策解读详情: the picture of a 一图读懂, key points, the text and the original policy. */
export default function PolicyInterpretationDetailPage() {
  const id = parseRouteId(useParams().id);
  return <PageContainer>{id === null ? <InterpretationMissing /> : <InterpretationLoader id={id} />}</PageContainer>;
}

function InterpretationLoader({ id }: { id: number }) {
  const interpretation = useInterpretation(id);
  if (isNotFound(interpretation.error)) return <InterpretationMissing />;
  return (
    <AsyncContent
      isPending={interpretation.isPending}
      error={interpretation.error}
      data={interpretation.data}
      onRetry={() => void interpretation.refetch()}
    >
      {(detail) => <InterpretationView interpretation={detail} />}
    </AsyncContent>
  );
}

function InterpretationView({ interpretation }: { interpretation: InterpretationDetail }) {
  const graphic = interpretation.type === 'graphic';
  const cited = useClauseParam();
  useScrollToClause(cited);
  return (
    <>
      <PageHeader
        title={interpretation.title}
        subtitle={`${interpretation.issuer} · 发布于 ${interpretation.publishDate} · 浏览 ${interpretation.viewCount}`}
        breadcrumbs={[
          { label: '首页', to: paths.home },
          { label: '找政策', to: paths.findpolicy },
          { label: '政策解读', to: paths.policyInterpretation.list },
          { label: '解读详情' },
        ]}
      />
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, mb: 3 }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} useFlexGap sx={{ alignItems: { sm: 'center' }, flexWrap: 'wrap' }}>
          <Chip size="small" variant="outlined" color={graphic ? 'secondary' : 'default'} label={INTERPRETATION_TYPE_LABELS[interpretation.type]} />
          <Typography sx={{ wordBreak: 'break-word' }}>
            原文政策：
            <Link component={RouterLink} to={paths.policyNotice.detail(interpretation.policy.id)}>
              {interpretation.policy.title}
            </Link>
            {interpretation.policy.docNo ? `（${interpretation.policy.docNo}）` : null}
          </Typography>
        </Stack>
      </Paper>
      {interpretation.picture ? <InterpretationPicture interpretationId={interpretation.id} alt={interpretation.picture.alt} /> : null}
      {interpretation.keyPoints.length > 0 ? (
        <Box component="section" aria-labelledby="interpretation-key-points" sx={{ mb: 3 }}>
          <Typography id="interpretation-key-points" component="h2" variant="h3" sx={{ mb: 1.5 }}>
            解读要点
          </Typography>
          {graphic ? (
            <Box
              component="ol"
              sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' } }}
            >
              {interpretation.keyPoints.map((point, index) => (
                <Paper key={point} component="li" variant="outlined" sx={{ p: 2, borderTop: 4, borderTopColor: 'secondary.main' }}>
                  <Typography variant="h4" component="p" color="secondary" sx={{ fontWeight: 700 }}>
                    {String(index + 1).padStart(2, '0')}
                  </Typography>
                  <Typography>{point}</Typography>
                </Paper>
              ))}
            </Box>
          ) : (
            <Box component="ul" sx={{ pl: 3, m: 0 }}>
              {interpretation.keyPoints.map((point) => (
                <Typography component="li" key={point} sx={{ mb: 0.5 }}>
                  {point}
                </Typography>
              ))}
            </Box>
          )}
        </Box>
      ) : null}
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' }, alignItems: 'start' }}>
        <SectionCard title="解读全文">
          <Paragraphs paragraphs={interpretation.content} cited={cited} />
        </SectionCard>
        <Stack spacing={3}>
          <SectionCard title="原文政策">
            <LinkedList items={[interpretation.policy]} pathOf={paths.policyNotice.detail} emptyText="暂无" />
          </SectionCard>
          <SectionCard title="相关解读">
            <LinkedList items={interpretation.related} pathOf={paths.policyInterpretation.detail} emptyText="暂无相关解读" />
          </SectionCard>
        </Stack>
      </Box>
    </>
  );
}
