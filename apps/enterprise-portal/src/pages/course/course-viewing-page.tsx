import { Link as RouterLink, useLocation, useParams, useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type CourseDetail, isNotFound, useCourse, useCourseProgress } from '@smes/api';
import { useSession } from '@smes/session';
import { AsyncContent, LoadingState, PageContainer, PageHeader, ProgressBar, SectionCard } from '@smes/ui';
import { parseRouteId, paths } from '../../app/paths';
import { ChapterList } from '../../features/course/chapter-list';
import { chapterToOpen, readChapterParam } from '../../features/course/course-labels';
import { CoursePlayer } from '../../features/course/course-player';
import { MissingContent } from '../../shared/display/missing-content';

const MISSING = <MissingContent title="课程不存在" backLabel="返回课程列表" backTo={paths.course.list} />;

/** courseViewing: the chapter's video with the chapter list beside it; a learner's position is saved and restored. */
export default function CourseViewingPage() {
  const id = parseRouteId(useParams().id);
  return <PageContainer>{id === null ? MISSING : <ViewingLoader id={id} />}</PageContainer>;
}

function ViewingLoader({ id }: { id: number }) {
  const course = useCourse(id);
  if (isNotFound(course.error)) return MISSING;
  return (
    <AsyncContent isPending={course.isPending} error={course.error} data={course.data} onRetry={() => void course.refetch()}>
      {(detail) => <Viewing course={detail} />}
    </AsyncContent>
  );
}

function Viewing({ course }: { course: CourseDetail }) {
  const { isLoggedIn } = useSession();
  const [params] = useSearchParams();
  const location = useLocation();
  const progress = useCourseProgress(course.id, { queryConfig: { enabled: isLoggedIn } });
  // The player waits for the saved positions, so it can start where the learner stopped.
  const waiting = isLoggedIn && progress.isPending;
  const mine = isLoggedIn ? progress.data : undefined;
  const chapter = chapterToOpen(course.chapters, readChapterParam(params), mine);
  if (!chapter) return MISSING;
  const locked = !isLoggedIn && !chapter.trial;

  return (
    <>
      <PageHeader
        title={course.title}
        breadcrumbs={[
          { label: '首页', to: paths.home },
          { label: '找培训', to: paths.course.list },
          { label: course.title, to: paths.course.details(course.id) },
          { label: '课程学习' },
        ]}
      />
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '2fr 1fr' }, alignItems: 'start' }}>
        <Stack spacing={2} sx={{ minWidth: 0 }}>
          <Typography component="h2" variant="h6" sx={{ wordBreak: 'break-word' }}>
            {`第${chapter.order}章 ${chapter.title}`}
          </Typography>
          {locked ? (
            <Alert
              severity="info"
              action={
                <Button color="inherit" size="small" component={RouterLink} to={paths.loginThenReturn(`${location.pathname}${location.search}`)}>
                  登录后观看
                </Button>
              }
            >
              本章登录后观看。第一章可以试看；登录后还会保存学习进度。
            </Alert>
          ) : waiting ? (
            <LoadingState label="正在读取学习进度" />
          ) : (
            <CoursePlayer key={chapter.id} courseId={course.id} courseTitle={course.title} chapter={chapter} progress={mine} canSave={isLoggedIn} />
          )}
          {progress.isError && isLoggedIn ? <Alert severity="warning">学习进度暂时读取不到，本次从头播放；播放中的进度仍会尝试保存。</Alert> : null}
        </Stack>
        <SectionCard title="章节">
          {mine ? (
            <Box sx={{ mb: 2 }}>
              <Typography variant="body2" sx={{ mb: 0.5 }}>
                {mine.completed ? '已学完本课程' : `已学 ${mine.percent}%`}
              </Typography>
              <ProgressBar value={mine.percent} aria-label="课程学习进度" />
            </Box>
          ) : null}
          <ChapterList courseId={course.id} chapters={course.chapters} currentId={chapter.id} progress={mine} isLoggedIn={isLoggedIn} />
        </SectionCard>
      </Box>
    </>
  );
}
