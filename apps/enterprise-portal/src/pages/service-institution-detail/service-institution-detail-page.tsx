import { Link as RouterLink, useParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { isNotFound, useInstitutionCertificateSource, useServiceInstitution, type InstitutionProfile } from '@smes/api';
import { AsyncContent, FactList, formatChinaDate, HandedFileList, PageContainer, PageHeader, SectionCard } from '@smes/ui';
import { paths, parseRouteId, withQuery } from '../../app/paths';
import { MissingContent } from '../../shared/display/missing-content';
import { CaseCard } from '../../features/service/case-card';
import { PagedReviews } from '../../features/service/paged-reviews';
import { ProductCard } from '../../features/service/product-card';
import { RatingBreakdown } from '../../features/service/rating-breakdown';
import { RatingStars } from '../../features/service/rating-stars';

function InstitutionMissing() {
  return <MissingContent title="服务机构不存在" backLabel="返回服务机构" backTo={paths.service.institutions} />;
}

/** 机构详情: profile, qualifications, products, cases and reviews with the rating breakdown. */
export default function ServiceInstitutionDetailPage() {
  const id = parseRouteId(useParams().id);
  return <PageContainer>{id === null ? <InstitutionMissing /> : <InstitutionLoader id={id} />}</PageContainer>;
}

function InstitutionLoader({ id }: { id: number }) {
  const profile = useServiceInstitution(id);
  if (isNotFound(profile.error)) return <InstitutionMissing />;
  return (
    <AsyncContent isPending={profile.isPending} error={profile.error} data={profile.data} onRetry={() => void profile.refetch()}>
      {(detail) => <InstitutionView profile={detail} />}
    </AsyncContent>
  );
}

const cardGrid = { display: 'grid', gap: 1.5, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } } as const;

function InstitutionView({ profile }: { profile: InstitutionProfile }) {
  const { institution } = profile;
  return (
    <>
      <PageHeader
        title={institution.name}
        subtitle={institution.intro}
        breadcrumbs={[
          { label: '首页', to: paths.home },
          { label: '找服务', to: paths.service.hub },
          { label: '服务机构', to: paths.service.institutions },
          { label: institution.name },
        ]}
      />
      <Stack spacing={3}>
        <SectionCard title="机构简介">
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', mb: 2 }}>
            {institution.serviceCategories.map((category) => (
              <Chip key={category} size="small" label={category} />
            ))}
            <RatingStars rating={institution.rating} count={institution.reviewCount} />
          </Stack>
          <FactList
            facts={[
              ['所在地区', institution.regionName],
              ['地址', profile.address],
              ['成立年份', `${profile.foundedYear} 年`],
              ['人员规模', profile.staffSize],
              ['认证时间', formatChinaDate(institution.certifiedAt)],
              ['已完成订单', `${institution.completedOrders} 单`],
            ]}
          />
          <Typography component="p" sx={{ mt: 2, lineHeight: 1.9, wordBreak: 'break-word' }}>
            {profile.description}
          </Typography>
        </SectionCard>
        <SectionCard title="资质证书">
          {profile.qualifications.length === 0 && profile.certificates.length === 0 ? (
            <Typography color="text.secondary">暂无公开的资质证书</Typography>
          ) : profile.qualifications.length === 0 ? null : (
            <Stack component="ul" spacing={1} sx={{ listStyle: 'none', m: 0, p: 0 }}>
              {profile.qualifications.map((qualification) => (
                <Box component="li" key={qualification.name}>
                  <Typography sx={{ fontWeight: 600 }}>{qualification.name}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {`发证机构：${qualification.issuer} · 有效期至：${qualification.validUntil ?? '长期'}`}
                  </Typography>
                </Box>
              ))}
            </Stack>
          )}
          {profile.certificates.length > 0 ? <PublicCertificates institutionId={institution.id} certificates={profile.certificates} /> : null}
        </SectionCard>
        <SectionCard
          title={`服务产品（${institution.productCount}）`}
          action={
            institution.productCount > profile.products.length ? (
              <Button component={RouterLink} to={withQuery(paths.service.productPage, { institutionId: institution.id })} size="small">
                查看全部产品
              </Button>
            ) : undefined
          }
        >
          {profile.products.length === 0 ? (
            <Typography color="text.secondary">暂无上架的产品</Typography>
          ) : (
            <Box sx={cardGrid}>
              {profile.products.map((product) => (
                <ProductCard key={product.id} product={product} />
              ))}
            </Box>
          )}
        </SectionCard>
        <SectionCard
          title={`成功案例（${institution.caseCount}）`}
          action={
            institution.caseCount > profile.cases.length ? (
              <Button component={RouterLink} to={withQuery(paths.service.productPage, { tab: 'cases', institutionId: institution.id })} size="small">
                查看全部案例
              </Button>
            ) : undefined
          }
        >
          {profile.cases.length === 0 ? (
            <Typography color="text.secondary">暂无公开的案例</Typography>
          ) : (
            <Box sx={cardGrid}>
              {profile.cases.map((serviceCase) => (
                <CaseCard key={serviceCase.id} serviceCase={serviceCase} />
              ))}
            </Box>
          )}
        </SectionCard>
        <SectionCard title="用户评价">
          <RatingBreakdown rating={profile.rating} />
          {profile.rating.count > 0 ? (
            <Box sx={{ mt: 3 }}>
              <PagedReviews of={{ institution: institution.id }} />
            </Box>
          ) : null}
        </SectionCard>
      </Stack>
    </>
  );
}

type PublicCertificatesProps = { institutionId: number; certificates: InstitutionProfile['certificates'] };

/**
 * Uploaded with the certification and chosen by the platform for display; anyone may open them (the server serves
 * exactly these files). The line under them says only what was checked.
 */
function PublicCertificates({ institutionId, certificates }: PublicCertificatesProps) {
  const source = useInstitutionCertificateSource(institutionId);
  const approvedAt = certificates[0]?.approvedAt;
  return (
    <Box sx={{ mt: 1 }}>
      <HandedFileList
        label="资质证书"
        showHeading={false}
        source={source}
        files={certificates.map((certificate) => ({ ...certificate, caption: `${certificate.category}资质证书` }))}
      />
      {approvedAt ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {`入驻认证时提交，平台于 ${formatChinaDate(approvedAt)} 审核通过`}
        </Typography>
      ) : null}
    </Box>
  );
}
