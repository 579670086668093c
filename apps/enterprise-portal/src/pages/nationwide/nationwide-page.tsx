import { useEffect, useState } from 'react';

import { Link as RouterLink, useSearchParams } from 'react-router-dom';

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { usePolicyNationwide, type ProvinceOverview } from '@smes/api';

import { AsyncContent, EmptyState, InputField, PageContainer, PageHeader, formatGrouped } from '@smes/ui';

import { paths, withQuery } from '../../app/paths';


/** The province search of the URL (?province=广东); anything overlong is ignored. */
function readProvinceFilter(params: URLSearchParams): string {
  return (params.get('province') ?? '').trim().slice(0, 20);
}

/** 全国政策概览: every province at a glance; a province opens 政策原文检索 filtered to it. */
export default function NationwidePage() {
  const overview = usePolicyNationwide();
  const [searchParams, setSearchParams] = useSearchParams();
  const filter = readProvinceFilter(searchParams);
  const [text, setText] = useState(filter);
  useEffect(() => setText(filter), [filter]);

  const handleFilter = (value: string) => {
    setText(value);
    const trimmed = value.trim();
    setSearchParams(trimmed ? { province: trimmed } : {}, { replace: true });
  };

  return (
    <PageContainer>
      <PageHeader
        title="全国政策概览"
        subtitle="各省（自治区、直辖市）惠企政策数量、正在申报的通知和最新政策"
        breadcrumbs={[{ label: '首页', to: paths.home }, { label: '找政策', to: paths.findpolicy }, { label: '全国政策概览' }]}
      />
      <Box role="search" aria-label="筛选省份" sx={{ mb: 2, maxWidth: 360 }}>
        <InputField
          label="按省份筛选"
          placeholder="如：广东"
          value={text}
          onChange={(event) => handleFilter(event.target.value)}
          htmlInput={{ maxLength: 20 }}
          size="small"
          fullWidth
        />
      </Box>
      <AsyncContent isPending={overview.isPending} error={overview.error} data={overview.data} onRetry={() => void overview.refetch()}>
        {(provinces) => {
          const shown = filter ? provinces.filter((province) => province.name.includes(filter)) : provinces;
          if (shown.length === 0) {
            return (
              <EmptyState
                title={`没有名称包含“${filter}”的省份`}
                action={
                  <Button variant="outlined" onClick={() => handleFilter('')}>
                    清除筛选
                  </Button>
                }
              />
            );
          }
          return (
            <>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }} aria-live="polite">
                共 {shown.length} 个省级地区
              </Typography>
              <Box
                component="ul"
                aria-label="各省政策概览"
                sx={{
                  listStyle: 'none',
                  m: 0,
                  p: 0,
                  display: 'grid',
                  gap: 2,
                  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)', lg: 'repeat(4, 1fr)' },
                }}
              >
                {shown.map((province) => (
                  <ProvinceCard key={province.code} province={province} />
                ))}
              </Box>
            </>
          );
        }}
      </AsyncContent>
    </PageContainer>
  );
}

function ProvinceCard({ province }: { province: ProvinceOverview }) {
  const searchHref = withQuery(paths.policyNotice.list, { regionCode: province.code });
  return (
    <Card component="li" variant="outlined" sx={{ height: '100%' }}>
      <CardContent>
        <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
          <Link component={RouterLink} to={searchHref} underline="hover" aria-label={`${province.name}：查看 ${province.policyCount} 条政策`}>
            {province.name}
          </Link>
        </Typography>
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1, m: 0, mb: 1 }}>
          <div>
            <Typography component="dt" variant="caption" color="text.secondary">
              政策数
            </Typography>
            <Typography component="dd" variant="h6" color="primary" sx={{ m: 0, fontWeight: 700 }}>
              {formatGrouped(province.policyCount)}
            </Typography>
          </div>
          <div>
            <Typography component="dt" variant="caption" color="text.secondary">
              正在申报
            </Typography>
            <Typography component="dd" variant="h6" color="secondary" sx={{ m: 0, fontWeight: 700 }}>
              {formatGrouped(province.openNoticeCount)}
            </Typography>
          </div>
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-word' }}>
          最新：
          {province.latestPolicy ? (
            <Link component={RouterLink} to={paths.policyNotice.detail(province.latestPolicy.id)} underline="hover">
              {province.latestPolicy.title}
            </Link>
          ) : (
            '暂无'
          )}
        </Typography>
      </CardContent>
    </Card>
  );
}
