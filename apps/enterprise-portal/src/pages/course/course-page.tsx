import { useCourses, type CourseQuery } from '@smes/api';
import { PageContainer, PageHeader } from '@smes/ui';
import { paths } from '../../app/paths';
import { CourseCard } from '../../features/course/course-card';
import { COURSE_CATEGORIES, COURSE_CATEGORY_LABELS, COURSE_LIST_DEFAULTS, COURSE_ORDERS, COURSE_ORDER_LABELS, parseCourseQuery } from '../../features/course/course-labels';
import { FilterSelect } from '../../shared/list/filter-select';
import { FilterTabs } from '../../shared/list/filter-tabs';
import { FilteredEmptyState } from '../../shared/list/filtered-empty-state';
import { useListParams } from '../../shared/list/list-params';
import { ListSearchForm } from '../../shared/list/list-search-form';
import { PagedResults } from '../../shared/list/paged-results';

/** 找培训: free courses for SMEs by category and keyword, newest or most learned first. */
export default function CoursePage() {
  const { query, update, clear } = useListParams(parseCourseQuery, COURSE_LIST_DEFAULTS);
  const courses = useCourses({ query });
  const hasFilters = query.keyword !== undefined || query.category !== undefined;

  return (
    <PageContainer>
      <PageHeader
        title="找培训"
        subtitle="政策解读、财税、知识产权、数字化转型等免费课程，由主管部门、高校和专业机构讲授；按章学习，进度自动保存"
        breadcrumbs={[{ label: '首页', to: paths.home }, { label: '找培训' }]}
      />
      <ListSearchForm label="搜索课程" placeholder="课程名称、讲师或单位，如：研发费用" value={query.keyword} onSubmit={(keyword) => update({ keyword })} />
      <FilterTabs label="课程分类" value={query.category} options={COURSE_CATEGORIES} labels={COURSE_CATEGORY_LABELS} onChange={(category) => update({ category })} />
      <PagedResults
        result={courses}
        page={query.pageNum}
        pageSize={query.pageSize}
        onPageChange={(pageNum, pageSize) => update({ pageNum, pageSize }, { resetPage: false })}
        label="课程列表"
        count={(total) => `共 ${total} 门课程`}
        toolbar={
          <FilterSelect
            label="排序"
            value={query.orderBy ?? 'newest'}
            options={COURSE_ORDERS.map((order) => ({ value: order, label: COURSE_ORDER_LABELS[order] }))}
            onChange={(orderBy) => update({ orderBy: orderBy as CourseQuery['orderBy'] })}
            minWidth={150}
          />
        }
        empty={<FilteredEmptyState filtered={hasFilters} title="暂无课程" filteredTitle="没有符合条件的课程" filteredDescription="换个分类或关键词试试" onClear={clear} />}
      >
        {(rows) => rows.map((course) => <CourseCard key={course.id} course={course} />)}
      </PagedResults>
    </PageContainer>
  );
}
