import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { CourseChapter, CourseProgress } from '@smes/api';
import { paths } from '../../app/paths';
import { clockText } from './course-labels';

export type ChapterListProps = {
  courseId: number;
  chapters: readonly CourseChapter[];
  currentId: number;
  progress: CourseProgress | undefined;
  isLoggedIn: boolean;
};

function chapterState(chapter: CourseChapter, progress: CourseProgress | undefined, isLoggedIn: boolean): string {
  if (!isLoggedIn) return chapter.trial ? '试看' : '登录后观看';
  const row = progress?.chapters.find((item) => item.chapterId === chapter.id);
  if (row?.completed) return '已学完';
  if (row && row.positionSeconds > 0) return `看到 ${clockText(row.positionSeconds)}`;
  return '未开始';
}

/** The course's chapters beside the player: each a link to itself, the current one marked, with where the learner is. */
export function ChapterList({ courseId, chapters, currentId, progress, isLoggedIn }: ChapterListProps) {
  return (
    <Box component="nav" aria-label="课程章节">
      <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
        {chapters.map((chapter) => {
          const current = chapter.id === currentId;
          return (
            <Box
              component="li"
              key={chapter.id}
              sx={{ p: 1.5, borderRadius: 1, border: 1, borderColor: current ? 'primary.main' : 'divider', bgcolor: current ? 'action.selected' : 'transparent' }}
            >
              <Link
                component={RouterLink}
                to={paths.course.viewingChapter(courseId, chapter.id)}
                aria-current={current ? 'true' : undefined}
                underline="hover"
                sx={{ fontWeight: current ? 600 : 400, wordBreak: 'break-word' }}
              >
                {`第${chapter.order}章 ${chapter.title}`}
              </Link>
              <Typography variant="body2" color="text.secondary">
                {`${clockText(chapter.durationSeconds)} · ${chapterState(chapter, progress, isLoggedIn)}`}
              </Typography>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
