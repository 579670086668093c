import type { ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { isNotFound, useServiceCase, type ServiceCaseDetail } from '@smes/api';
import { AsyncContent, FactList, PageContainer, PageHeader, SectionCard } from '@smes/ui';
import { paths, parseRouteId, withQuery } from '../../app/paths';
import { MissingContent } from '../../shared/display/missing-content';

function CaseMissing() {
  return <MissingContent title="案例不存在" backLabel="返回成功案例" backTo={withQuery(paths.service.productPage, { tab: 'cases' })} />;
}

/** 案例详情 (anli): the client's industry, the problem, what was done and the result; the client is never named. */
export default function ServiceAnliPage() {
  const id = parseRouteId(useParams().id);
  return <PageContainer>{id === null ? <CaseMissing /> : <CaseLoader id={id} />}</PageContainer>;
}

function CaseLoader({ id }: { id: number }) {
  const serviceCase = useServiceCase(id);
  if (isNotFound(serviceCase.error)) return <CaseMissing />;
  return (
    <AsyncContent isPending={serviceCase.isPending} error={serviceCase.error} data={serviceCase.data} onRetry={() => void serviceCase.refetch()}>
      {(detail) => <CaseView detail={detail} />}
    </AsyncContent>
  );
}

function CaseView({ detail }: { detail: ServiceCaseDetail }) {
  const { case: card } = detail;
  return (
    <>
      <PageHeader
        title={card.title}
        breadcrumbs={[
          { label: '首页', to: paths.home },
          { label: '找服务', to: paths.service.hub },
          { label: '成功案例', to: withQuery(paths.service.productPage, { tab: 'cases' }) },
          { label: '案例详情' },
        ]}
      />
      <Stack spacing={3}>
        <SectionCard title="案例概况">
          <FactList
            facts={[
              ['服务机构', <Link key="institution" component={RouterLink} to={paths.service.institutionDetail(card.institutionId)}>{card.institutionName}</Link>],
              ['服务类别', card.category],
              ['客户行业', card.clientIndustry],
              ['完成时间', card.completedOn],
              ...(detail.productId !== null && detail.productName
                ? ([['服务产品', <Link key="product" component={RouterLink} to={paths.service.detail(detail.productId)}>{detail.productName}</Link>]] as [string, ReactNode][])
                : []),
            ]}
          />
        </SectionCard>
        {(
          [
            ['客户面临的问题', detail.problem],
            ['机构做了什么', detail.approach],
            ['取得的结果', detail.result],
          ] as const
        ).map(([title, text]) => (
          <SectionCard key={title} title={title}>
            <Typography component="p" sx={{ lineHeight: 1.9, wordBreak: 'break-word' }}>
              {text}
            </Typography>
          </SectionCard>
        ))}
      </Stack>
    </>
  );
}
