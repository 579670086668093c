import { Link as RouterLink } from 'react-router-dom';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CourseSummary } from '@smes/api';
import { formatNumber } from '@smes/ui';
import { paths } from '../../app/paths';
import { COURSE_CATEGORY_LABELS, durationText } from './course-labels';

export type CourseCardProps = { course: CourseSummary; headingLevel?: 'h2' | 'h3' };

/** One course in a list: category, title, one line, lecturer with their post, chapters, length and learners. */
export function CourseCard({ course, headingLevel = 'h2' }: CourseCardProps) {
  const headingId = `course-${course.id}-title`;
  return (
    <Card variant="outlined" component="article" aria-labelledby={headingId}>
      <CardContent>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', mb: 1 }}>
          <Chip size="small" color="primary" variant="outlined" label={COURSE_CATEGORY_LABELS[course.category]} />
          <Chip size="small" variant="outlined" label="免费" />
        </Stack>
        <Typography id={headingId} component={headingLevel} variant="subtitle1" sx={{ fontWeight: 600, wordBreak: 'break-word' }}>
          <Link component={RouterLink} to={paths.course.details(course.id)} underline="hover">
            {course.title}
          </Link>
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, wordBreak: 'break-word' }}>
          {course.summary}
        </Typography>
        <Typography variant="body2" sx={{ mt: 1, wordBreak: 'break-word' }}>
          讲师：{course.lecturer.name}（{course.lecturer.organization} {course.lecturer.title}）
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {`${course.chapterCount} 章 · ${durationText(course.durationSeconds)} · ${formatNumber(course.learners)} 人学过 · ${course.publishedAt} 上线`}
        </Typography>
      </CardContent>
    </Card>
  );
}
