import { Suspense, lazy } from 'react';
import { useSearchParams } from 'react-router-dom';
import { LoadingState, PageContainer, PageHeader, PlainTabs } from '@smes/ui';
import { paths } from '../../app/paths';
import { readProductPageTab, type ProductPageTab } from '../../features/service/list-queries';
import { ProductList } from './product-list';

// The address opens on 服务产品; 成功案例 (its list and cards) loads when that tab is chosen or linked to (ADR 98).
const CaseList = lazy(() => import('../../features/service/case-list').then((module) => ({ default: module.CaseList })));

const TABS: readonly { value: ProductPageTab; label: string }[] = [
  { value: 'products', label: '服务产品' },
  { value: 'cases', label: '成功案例' },
];

/** 服务产品与案例: two lists under one address, the tab in the URL; switching keeps the keyword and category. */
export default function ServiceProductPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = readProductPageTab(searchParams);

  const handleTab = (next: ProductPageTab) => {
    const params = new URLSearchParams();
    for (const key of ['keyword', 'category', 'institutionId']) {
      const value = searchParams.get(key);
      if (value) params.set(key, value);
    }
    if (next === 'cases') params.set('tab', 'cases');
    setSearchParams(params);
  };

  return (
    <PageContainer>
      <PageHeader
        title="服务产品与案例"
        subtitle="认证机构上架的服务产品，以及客户同意公开的成功案例"
        breadcrumbs={[{ label: '首页', to: paths.home }, { label: '找服务', to: paths.service.hub }, { label: '服务产品与案例' }]}
      />
      <PlainTabs label="产品或案例" value={tab} options={TABS} onChange={handleTab} sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }} />
      {tab === 'cases' ? (
        <Suspense fallback={<LoadingState />}>
          <CaseList />
        </Suspense>
      ) : (
        <ProductList />
      )}
    </PageContainer>
  );
}
