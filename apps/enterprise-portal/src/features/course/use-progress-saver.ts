import { useCallback, useEffect, useRef } from 'react';
import type { RefObject } from 'react';
import { useSaveChapterProgress } from '@smes/api';

/** While playing, a position is saved at most this often; pause, seeking, ending and leaving save at once. */
export const SAVE_INTERVAL_MS = 5000;

export type ProgressSaver = {
  /** The player has been put at the saved position: from now on its positions are the learner's. */
  markRestored(position: number): void;
  /** timeupdate while playing: saves when the last save is SAVE_INTERVAL_MS old. */
  onTick(position: number): void;
  /** pause, seeked, ended: saves now. */
  saveNow(position: number): void;
};

/**
 * Saves the learner's position in one chapter to the server (ADR 48): throttled while playing, at once on
 * pause, seek and end, and with a kept-alive request on `pagehide` and when the chapter's player goes away
 * (another chapter, another page). Nothing is saved before the saved position was restored, so a player
 * that mounts and unmounts at 0:00 (StrictMode, a quick click away) never overwrites where the learner was.
 */
export function useProgressSaver(courseId: number, chapterId: number, enabled: boolean, videoRef: RefObject<HTMLVideoElement | null>): ProgressSaver {
  const { mutate } = useSaveChapterProgress(courseId);
  const restored = useRef(false);
  const last = useRef({ at: 0, position: -1 });

  const save = useCallback(
    (position: number, keepalive = false) => {
      if (!enabled || !restored.current || !Number.isFinite(position)) return;
      // The same second again (pause right after a tick, a seek to where it was) is not worth a request.
      if (Math.abs(position - last.current.position) < 0.5) return;
      last.current = { at: Date.now(), position };
      mutate({ chapterId, positionSeconds: position, keepalive });
    },
    [chapterId, enabled, mutate],
  );

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return undefined;
    const handlePageHide = () => save(video.currentTime, true);
    window.addEventListener('pagehide', handlePageHide);
    return () => {
      window.removeEventListener('pagehide', handlePageHide);
      save(video.currentTime, true);
    };
  }, [save, videoRef]);

  return {
    markRestored: (position) => {
      restored.current = true;
      last.current = { at: Date.now(), position };
    },
    onTick: (position) => {
      if (Date.now() - last.current.at >= SAVE_INTERVAL_MS) save(position);
    },
    saveNow: (position) => save(position),
  };
}
