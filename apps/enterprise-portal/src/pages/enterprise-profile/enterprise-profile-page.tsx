import { Link as RouterLink, useLocation, useParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { isNotFound, useQualityEnterprise } from '@smes/api';
import type { QualityEnterpriseDetail } from '@smes/api';
import { AsyncContent, EmptyState, PageContainer, PageHeader, SectionCard } from '@smes/ui';
import { parseRouteId, paths } from '../../app/paths';
import { industryLabel, tierWithYear } from '../../features/quality-sme/quality-sme-labels';

/** 企业主页: an enterprise's public profile, with its tiers and the year of each, products, patents and contact. */
export default function EnterpriseProfilePage() {
  const id = parseRouteId(useParams().id);
  return <PageContainer>{id === null ? <MissingEnterprise /> : <ProfileLoader id={id} />}</PageContainer>;
}

function MissingEnterprise() {
  return (
    <EmptyState
      title="企业不存在或未公开"
      description="该企业可能已取消公开，或链接有误。"
      action={
        <Button component={RouterLink} to={paths.market.custom} variant="outlined">
          返回优质中小企业
        </Button>
      }
    />
  );
}

function ProfileLoader({ id }: { id: number }) {
  const enterprise = useQualityEnterprise(id);
  if (isNotFound(enterprise.error)) return <MissingEnterprise />;
  return (
    <AsyncContent isPending={enterprise.isPending} error={enterprise.error} data={enterprise.data} onRetry={() => void enterprise.refetch()}>
      {(detail) => <Profile enterprise={detail} />}
    </AsyncContent>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Box sx={{ display: 'contents' }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0 }}>
        {value}
      </Typography>
    </Box>
  );
}

function Profile({ enterprise }: { enterprise: QualityEnterpriseDetail }) {
  const products = enterprise.mainProducts.split(/[、，,；;]/).map((item) => item.trim()).filter(Boolean);
  return (
    <>
      <PageHeader
        title={enterprise.name}
        subtitle={`${enterprise.regionName} · ${industryLabel(enterprise.industry)}`}
        breadcrumbs={[
          { label: '首页', to: paths.home },
          { label: '找市场', to: paths.market.hub },
          { label: '优质中小企业', to: paths.market.custom },
          { label: '企业主页' },
        ]}
      />
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' }, alignItems: 'start' }}>
        <Stack spacing={3}>
          <SectionCard title="企业简介">
            <Typography>{enterprise.profile}</Typography>
          </SectionCard>
          <SectionCard title="主营产品">
            <Stack component="ul" direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', listStyle: 'none', p: 0, m: 0 }}>
              {products.map((product) => (
                <li key={product}>
                  <Chip label={product} variant="outlined" />
                </li>
              ))}
            </Stack>
          </SectionCard>
        </Stack>
        <Stack spacing={3}>
          <SectionCard title="联系方式">
            <ContactDetails enterprise={enterprise} />
          </SectionCard>
          <SectionCard title="梯度资质">
            {enterprise.tiers.length === 0 ? (
              <Typography color="text.secondary">暂无梯度资质</Typography>
            ) : (
              <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
                {enterprise.tiers.map((tier) => (
                  <Typography component="li" key={tier.tier}>
                    {tierWithYear(tier)}
                  </Typography>
                ))}
              </Stack>
            )}
          </SectionCard>
          <SectionCard title="基本情况">
            <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 1, m: 0 }}>
              <Fact label="所在地区" value={enterprise.regionName} />
              <Fact label="所属行业" value={industryLabel(enterprise.industry)} />
              <Fact label="成立年份" value={enterprise.foundedYear === null ? '未公开' : `${enterprise.foundedYear}年`} />
              <Fact label="员工人数" value={enterprise.employees === null ? '未公开' : `${enterprise.employees} 人`} />
              <Fact
                label="有效专利"
                value={`${enterprise.patents} 件${enterprise.inventionPatents === null ? '' : `（其中发明专利 ${enterprise.inventionPatents} 件）`}`}
              />
            </Box>
          </SectionCard>
        </Stack>
      </Box>
    </>
  );
}

/** The 联系人 and 电话 the enterprise published: a visitor is asked to sign in and brought back here to see them. */
function ContactDetails({ enterprise }: { enterprise: QualityEnterpriseDetail }) {
  const location = useLocation();
  if (enterprise.contact) {
    return (
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 1, m: 0 }}>
        <Fact label="联系人" value={enterprise.contact.name} />
        <Box sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            联系电话
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0 }}>
            <Link href={`tel:${enterprise.contact.phone.replace(/-/g, '')}`}>{enterprise.contact.phone}</Link>
          </Typography>
        </Box>
      </Box>
    );
  }
  if (enterprise.contactHidden) {
    return (
      <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
        <Typography variant="body2" color="text.secondary">
          该企业公开了联系人和电话，登录后可见。
        </Typography>
        <Button component={RouterLink} to={paths.loginThenReturn(`${location.pathname}${location.search}`)} variant="outlined" size="small">
          登录后查看联系方式
        </Button>
      </Stack>
    );
  }
  return (
    <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
      <Typography variant="body2" color="text.secondary">
        该企业未公开联系方式。如有采购或合作需求，可发布需求，等待企业前来对接。
      </Typography>
      <Link component={RouterLink} to={paths.market.requirements()}>
        发布需求
      </Link>
    </Stack>
  );
}
