import { useRef, useState } from 'react';
import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useChapterVideoUrl, type CourseChapter, type CourseProgress } from '@smes/api';
import { clockText, resumePosition } from './course-labels';
import { useProgressSaver } from './use-progress-saver';

export type CoursePlayerProps = {
  courseId: number;
  /** The course's title, shown on the picture with the chapter's. */
  courseTitle: string;
  chapter: CourseChapter;
  /** The learner's progress; undefined for a visitor, whose position is not saved. */
  progress: CourseProgress | undefined;
  canSave: boolean;
};

/**
 * The chapter's clip in the browser's own player (keyboard and screen-reader support come with it), put at
 * the saved position once its length is known, and saving the position as it plays. Mount it with the
 * chapter's id as its key: a new chapter is a new player with its own saver.
 */
export function CoursePlayer({ courseId, courseTitle, chapter, progress, canSave }: CoursePlayerProps) {
  const videoRef = useRef<HTMLVideoElement | null>(null);
  const src = useChapterVideoUrl(chapter.id);
  const saver = useProgressSaver(courseId, chapter.id, canSave, videoRef);
  const [resumedAt, setResumedAt] = useState<number | null>(null);

  const handleLoadedMetadata = () => {
    const video = videoRef.current;
    if (!video) return;
    const position = resumePosition(progress, chapter);
    if (position > 0) {
      video.currentTime = position;
      setResumedAt(position);
    }
    saver.markRestored(position);
  };

  return (
    <Box>
      {/* The picture says which course and chapter it is: the committed clips are shared sample footage. */}
      <Box sx={{ position: 'relative' }}>
      <Box
        aria-hidden
        sx={{
          position: 'absolute',
          insetInline: 0,
          top: 0,
          zIndex: 1,
          px: 2,
          py: 1,
          color: 'common.white',
          bgcolor: (theme) => alpha(theme.palette.common.black, 0.6),
          borderTopLeftRadius: (theme) => theme.shape.borderRadius,
          borderTopRightRadius: (theme) => theme.shape.borderRadius,
          pointerEvents: 'none',
          typography: 'body2',
        }}
      >
        {courseTitle} · 第{chapter.order}章 {chapter.title}
      </Box>
      <Box
        component="video"
        ref={videoRef}
        src={src}
        controls
        preload="metadata"
        playsInline
        aria-label={`第${chapter.order}章 ${chapter.title}`}
        onLoadedMetadata={handleLoadedMetadata}
        onTimeUpdate={(event) => {
          if (!event.currentTarget.paused) saver.onTick(event.currentTarget.currentTime);
        }}
        onPause={(event) => saver.saveNow(event.currentTarget.currentTime)}
        onSeeked={(event) => saver.saveNow(event.currentTarget.currentTime)}
        onEnded={(event) => saver.saveNow(event.currentTarget.duration)}
        sx={{ display: 'block', width: '100%', aspectRatio: '16 / 9', bgcolor: 'common.black', borderRadius: 1 }}
      />
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }} role="status">
        {canSave
          ? resumedAt === null
            ? '学习进度会自动保存，换一台设备登录也能接着看。'
            : `已从上次看到的 ${clockText(resumedAt)} 继续播放。`
          : '试看章节：登录后可保存学习进度并观看全部章节。'}
      </Typography>
    </Box>
  );
}
