import { Link as RouterLink, useParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type CourseDetail, isNotFound, useCourse, useCourseProgress } from '@smes/api';
import { useSession } from '@smes/session';
import { AsyncContent, FactList, PageContainer, PageHeader, ProgressBar, SectionCard, formatNumber } from '@smes/ui';
import { parseRouteId, paths, withQuery } from '../../app/paths';
import { COURSE_CATEGORY_LABELS, clockText, durationText } from '../../features/course/course-labels';
import { MissingContent } from '../../shared/display/missing-content';

const MISSING = <MissingContent title="课程不存在" backLabel="返回课程列表" backTo={paths.course.list} />;

/** 课程详情: what the course covers, for whom, the lecturer and the chapters, with the way to start or go on. */
export default function CourseDetailsPage() {
  const id = parseRouteId(useParams().id);
  return <PageContainer>{id === null ? MISSING : <CourseLoader id={id} />}</PageContainer>;
}

function CourseLoader({ id }: { id: number }) {
  const course = useCourse(id);
  if (isNotFound(course.error)) return MISSING;
  return (
    <AsyncContent isPending={course.isPending} error={course.error} data={course.data} onRetry={() => void course.refetch()}>
      {(detail) => <CourseView course={detail} />}
    </AsyncContent>
  );
}

function CourseView({ course }: { course: CourseDetail }) {
  return (
    <>
      <PageHeader
        title={course.title}
        subtitle={course.summary}
        breadcrumbs={[
          { label: '首页', to: paths.home },
          { label: '找培训', to: paths.course.list },
          { label: COURSE_CATEGORY_LABELS[course.category], to: withQuery(paths.course.list, { category: course.category }) },
          { label: '课程详情' },
        ]}
      />
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '3fr 2fr' }, alignItems: 'start' }}>
        <Stack spacing={3} sx={{ minWidth: 0 }}>
          <SectionCard title="课程介绍">
            {course.intro.map((paragraph, index) => (
              // Plain paragraphs that never reorder: the index is their key.
              <Typography key={index} component="p" sx={{ mb: 1.5, wordBreak: 'break-word' }}>
                {paragraph}
              </Typography>
            ))}
          </SectionCard>
          <SectionCard title="学完能做到">
            <Box component="ul" sx={{ m: 0, pl: 3 }}>
              {course.outcomes.map((outcome) => (
                <Typography component="li" key={outcome} sx={{ mb: 0.5 }}>
                  {outcome}
                </Typography>
              ))}
            </Box>
          </SectionCard>
          <SectionCard title={`课程章节（${course.chapters.length} 章）`}>
            <Box component="ol" sx={{ m: 0, pl: 0, listStyle: 'none', display: 'grid', gap: 1 }}>
              {course.chapters.map((chapter) => (
                <Box component="li" key={chapter.id} sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'baseline' }}>
                  <Typography sx={{ flex: '1 1 12rem', wordBreak: 'break-word' }}>{`第${chapter.order}章 ${chapter.title}`}</Typography>
                  {chapter.trial ? <Chip size="small" color="primary" variant="outlined" label="试看" /> : null}
                  <Typography variant="body2" color="text.secondary" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                    {clockText(chapter.durationSeconds)}
                  </Typography>
                </Box>
              ))}
            </Box>
          </SectionCard>
        </Stack>
        <Stack spacing={3} sx={{ minWidth: 0 }}>
          <SectionCard title="开始学习">
            <FactList
              facts={[
                ['分类', COURSE_CATEGORY_LABELS[course.category]],
                ['时长', `${course.chapters.length} 章，共 ${durationText(course.durationSeconds)}`],
                ['学习人数', `${formatNumber(course.learners)} 人`],
                ['上线日期', course.publishedAt],
                ['费用', '免费'],
                ['适合对象', course.audience],
              ]}
            />
            <Box sx={{ mt: 2 }}>
              <StudyPanel course={course} />
            </Box>
          </SectionCard>
          <SectionCard title="讲师介绍">
            <Typography sx={{ fontWeight: 600 }}>{course.lecturer.name}</Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {course.lecturer.organization} {course.lecturer.title}
            </Typography>
            <Typography variant="body2" sx={{ wordBreak: 'break-word' }}>
              {course.lecturerIntro}
            </Typography>
          </SectionCard>
        </Stack>
      </Box>
    </>
  );
}

/** 开始学习, or for a learner who has started, their percentage and 继续学习 where they stopped. */
function StudyPanel({ course }: { course: CourseDetail }) {
  const { isLoggedIn } = useSession();
  const progress = useCourseProgress(course.id, { queryConfig: { enabled: isLoggedIn } });
  const first = course.chapters[0];
  if (!first) return null;
  if (!isLoggedIn) {
    return (
      <Stack spacing={1}>
        <Button variant="contained" fullWidth component={RouterLink} to={paths.course.viewingChapter(course.id, first.id)}>
          试看第一章
        </Button>
        <Button variant="outlined" fullWidth component={RouterLink} to={paths.loginThenReturn(paths.course.details(course.id))}>
          登录后学习全部章节
        </Button>
      </Stack>
    );
  }
  const mine = progress.data;
  const started = mine?.lastChapterId != null;
  return (
    <Stack spacing={1}>
      {started && mine ? (
        <>
          <Typography variant="body2">{mine.completed ? '已学完本课程' : `已学 ${mine.percent}%`}</Typography>
          <ProgressBar value={mine.percent} aria-label="课程学习进度" />
        </>
      ) : null}
      <Button
        variant="contained"
        fullWidth
        component={RouterLink}
        to={started && mine?.lastChapterId ? paths.course.viewingChapter(course.id, mine.lastChapterId) : paths.course.viewing(course.id)}
      >
        {started ? (mine?.completed ? '再学一遍' : '继续学习') : '开始学习'}
      </Button>
    </Stack>
  );
}
