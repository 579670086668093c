import Box from '@mui/material/Box';
import { useRegionTree, useTalentFacets, useTalents, type TalentQuery } from '@smes/api';
import { PageContainer, PageHeader, formatNumber } from '@smes/ui';
import { paths } from '../../app/paths';
import { TalentCard } from '../../features/talent/talent-card';
import { EDUCATIONS, EDUCATION_LABELS, PAY_UNITS, PAY_UNIT_LABELS, PAY_UNIT_NAMES } from '../../features/talent/talent-labels';
import {
  BUDGET_CHOICES,
  EXPERIENCE_CHOICES,
  TALENT_FILTER_FIELDS,
  TALENT_LIST_DEFAULTS,
  TALENT_ORDERS,
  TALENT_ORDER_LABELS,
  parseTalentQuery,
} from '../../features/talent/talent-queries';
import type { ActiveFilter } from '../../shared/list/active-filters';
import { FilterSelect } from '../../shared/list/filter-select';
import { FilteredEmptyState } from '../../shared/list/filtered-empty-state';
import { ListFilters } from '../../shared/list/list-filters';
import { useListParams } from '../../shared/list/list-params';
import { ListSearchForm } from '../../shared/list/list-search-form';
import { PagedResults } from '../../shared/list/paged-results';
import { RegionFilter } from '../../shared/region/region-filter';
import { regionLabel } from '../../shared/region/region-tree';

/** 找人才: people who offer themselves to SMEs, by skill, title, education, experience, region and expected pay. */
export default function TalentPage() {
  const { query, update, clear } = useListParams(parseTalentQuery, TALENT_LIST_DEFAULTS);
  const talents = useTalents({ query });
  const facets = useTalentFacets();
  const regions = useRegionTree();
  const hasFilters = TALENT_FILTER_FIELDS.some((field) => query[field] !== undefined);

  const chips: ActiveFilter[] = [];
  const addChip = (field: (typeof TALENT_FILTER_FIELDS)[number], label: string, changes: Partial<TalentQuery> = { [field]: undefined }) =>
    chips.push({ key: field, label, onRemove: () => update(changes), fromSearch: field === 'keyword' });
  if (query.keyword) addChip('keyword', `关键词：${query.keyword}`);
  if (query.skill) addChip('skill', `技能：${query.skill}`);
  if (query.title) addChip('title', `职称/资格：${query.title}`);
  if (query.education) addChip('education', `学历：${EDUCATION_LABELS[query.education]}`);
  if (query.experienceMin !== undefined) addChip('experienceMin', `经验：${query.experienceMin} 年以上`);
  if (query.regionCode) addChip('regionCode', `地区：${regionLabel(regions.data ?? [], query.regionCode) ?? query.regionCode}`);
  // The budget is in the pay unit's terms: removing the unit removes the budget with it.
  if (query.payUnit) addChip('payUnit', `计酬：${PAY_UNIT_NAMES[query.payUnit]}`, { payUnit: undefined, payMax: undefined });
  if (query.payMax !== undefined && query.payUnit) addChip('payMax', `预算不高于：${formatNumber(query.payMax)} ${PAY_UNIT_LABELS[query.payUnit]}`);

  return (
    <PageContainer>
      <PageHeader
        title="找人才"
        subtitle="工程师、注册会计师、专利代理师、数字化顾问等专业人才：按技能、经验和期望报酬筛选，在线发出签约意向"
        breadcrumbs={[{ label: '首页', to: paths.home }, { label: '找人才' }]}
      />
      <ListSearchForm label="搜索人才" placeholder="技能、职称或服务内容，如：PLC编程、加计扣除" value={query.keyword} onSubmit={(keyword) => update({ keyword })} />
      <ListFilters active={chips} onClearAll={clear} total={talents.isPlaceholderData ? undefined : talents.data?.total}>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)', lg: 'repeat(5, 1fr)' } }}>
          <FilterSelect
            label="技能"
            allLabel="全部技能"
            value={query.skill}
            options={(facets.data?.skills ?? []).map((skill) => ({ value: skill.name, label: `${skill.name}（${skill.count}）` }))}
            onChange={(skill) => update({ skill })}
          />
          <FilterSelect
            label="职称/资格"
            allLabel="全部"
            value={query.title}
            options={(facets.data?.titles ?? []).map((title) => ({ value: title.name, label: `${title.name}（${title.count}）` }))}
            onChange={(title) => update({ title })}
          />
          <FilterSelect
            label="学历"
            allLabel="不限"
            value={query.education}
            options={EDUCATIONS.map((education) => ({ value: education, label: EDUCATION_LABELS[education] }))}
            onChange={(education) => update({ education: education as TalentQuery['education'] })}
          />
          <FilterSelect
            label="从业经验"
            allLabel="不限"
            value={query.experienceMin === undefined ? undefined : String(query.experienceMin)}
            options={EXPERIENCE_CHOICES.map((years) => ({ value: String(years), label: `${years} 年以上` }))}
            onChange={(years) => update({ experienceMin: years === undefined ? undefined : Number(years) })}
          />
          <RegionFilter tree={regions.data ?? []} value={query.regionCode} onChange={(regionCode) => update({ regionCode })} />
          <FilterSelect
            label="计酬方式"
            allLabel="不限"
            value={query.payUnit}
            options={PAY_UNITS.map((unit) => ({ value: unit, label: `${PAY_UNIT_NAMES[unit]}（${PAY_UNIT_LABELS[unit]}）` }))}
            onChange={(payUnit) => update({ payUnit: payUnit as TalentQuery['payUnit'], payMax: undefined })}
          />
          {query.payUnit ? (
            <FilterSelect
              label="预算不高于"
              allLabel="不限"
              value={query.payMax === undefined ? undefined : String(query.payMax)}
              options={BUDGET_CHOICES[query.payUnit].map((budget) => ({ value: String(budget), label: `${formatNumber(budget)} ${PAY_UNIT_LABELS[query.payUnit ?? 'month']}` }))}
              onChange={(payMax) => update({ payMax: payMax === undefined ? undefined : Number(payMax) })}
            />
          ) : null}
        </Box>
      </ListFilters>
      <PagedResults
        result={talents}
        page={query.pageNum}
        pageSize={query.pageSize}
        onPageChange={(pageNum, pageSize) => update({ pageNum, pageSize }, { resetPage: false })}
        label="人才列表"
        count={(total) => `共找到 ${total} 位人才`}
        toolbar={
          <FilterSelect
            label="排序"
            value={query.orderBy ?? 'newest'}
            options={TALENT_ORDERS.map((order) => ({ value: order, label: TALENT_ORDER_LABELS[order] }))}
            onChange={(orderBy) => update({ orderBy: orderBy as TalentQuery['orderBy'] })}
            minWidth={150}
          />
        }
        empty={<FilteredEmptyState filtered={hasFilters} title="暂无人才" filteredTitle="没有符合条件的人才" filteredDescription="少选几个技能或放宽经验、预算试试" onClear={clear} />}
      >
        {(rows) => rows.map((talent) => <TalentCard key={talent.id} talent={talent} />)}
      </PagedResults>
    </PageContainer>
  );
}
