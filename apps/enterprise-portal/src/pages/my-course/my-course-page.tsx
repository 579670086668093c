import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMyCourses, type MyCourse, type MyCourseQuery } from '@smes/api';
import { EmptyState, ProgressBar, StatusChip, formatChinaDateTime } from '@smes/ui';
import { paths } from '../../app/paths';
import { COURSE_CATEGORY_LABELS, clockText } from '../../features/course/course-labels';
import { readEnum, readPage, readPageSize } from '../../shared/list/list-params';
import { StatusList } from '../../shared/list/status-list';
import { PersonalCenterFrame } from '../../shared/personal-center/personal-center-frame';

type Status = NonNullable<MyCourseQuery['status']>;
const STATUSES: readonly Status[] = ['learning', 'completed'];
const STATUS_LABELS: Record<Status, string> = { learning: '学习中', completed: '已学完' };
const DEFAULTS = { pageNum: 1, pageSize: 10 } as const;

function parseQuery(params: URLSearchParams): MyCourseQuery {
  const query: MyCourseQuery = { pageNum: readPage(params), pageSize: readPageSize(params) };
  const status = readEnum(params, 'status', STATUSES);
  if (status) query.status = status;
  return query;
}

/** 我的课程: courses in progress with their percentage and 继续学习 where the learner stopped, and completed ones. */
export default function MyCoursePage() {
  return (
    <PersonalCenterFrame title="我的课程" subtitle="学习中的课程从上次看到的位置继续；学完的课程随时可以复习">
      <CourseList />
    </PersonalCenterFrame>
  );
}

const useCourses = (query: MyCourseQuery) => useMyCourses({ query });

function CourseList() {
  return (
    <StatusList
      parse={parseQuery}
      defaults={DEFAULTS}
      statusKey="status"
      useRows={useCourses}
      tabs={{ label: '学习状态', options: STATUSES, labels: STATUS_LABELS }}
      label="我的课程列表"
      count={(total) => `共 ${total} 门课程`}
      empty={(status) => (
        <EmptyState
          title={status === 'completed' ? '还没有学完的课程' : '还没有开始学习的课程'}
          description="政策解读、财税、知识产权等课程都免费，按章学习，进度自动保存。"
          action={
            <Button component={RouterLink} to={paths.course.list} variant="contained">
              去找培训
            </Button>
          }
        />
      )}
      inStack={false}
    >
      {(rows) => rows.map((row) => <CourseRow key={row.course.id} row={row} />)}
    </StatusList>
  );
}

function CourseRow({ row }: { row: MyCourse }) {
  const { course } = row;
  const headingId = `my-course-${course.id}-title`;
  return (
    <Paper component="article" variant="outlined" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Stack spacing={1}>
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <StatusChip status={row.completed ? 'success' : 'pending'} label={row.completed ? '已学完' : '学习中'} />
          <Typography id={headingId} component="h2" variant="subtitle1" sx={{ fontWeight: 600, wordBreak: 'break-word' }}>
            <Link component={RouterLink} to={paths.course.details(course.id)} underline="hover">
              {course.title}
            </Link>
          </Typography>
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {`${COURSE_CATEGORY_LABELS[course.category]} · ${course.lecturer.name}（${course.lecturer.organization}） · 已学完 ${row.completedChapters}/${course.chapterCount} 章`}
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <ProgressBar value={row.percent} aria-label={`${course.title} 学习进度`} sx={{ flex: 1 }} />
          <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums' }}>{`${row.percent}%`}</Typography>
        </Box>
        <Typography variant="body2" color="text.secondary">
          {row.completed && row.completedAt
            ? `学完于 ${formatChinaDateTime(row.completedAt)}`
            : `上次学到：${row.lastChapterTitle} ${clockText(row.lastPositionSeconds)} · ${formatChinaDateTime(row.updatedAt)}`}
        </Typography>
        <Box>
          <Button variant={row.completed ? 'outlined' : 'contained'} size="small" component={RouterLink} to={paths.course.viewingChapter(course.id, row.lastChapterId)} aria-label={`${row.completed ? '复习' : '继续学习'}：${course.title}`}>
            {row.completed ? '复习' : '继续学习'}
          </Button>
        </Box>
      </Stack>
    </Paper>
  );
}
