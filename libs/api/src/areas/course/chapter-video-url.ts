import { useApiConfig } from '../../provider/use-api';

/**
 * Where a chapter's clip plays from: `GET /api/course/chapters/{id}/video` on the portal API host. A <video>
 * loads it by URL (with its own range requests), so this is an address, not a fetch.
 */
export function chapterVideoUrl(portalApiBase: string, chapterId: number): string {
  return `${portalApiBase.replace(/\/+$/, '')}/api/course/chapters/${chapterId}/video`;
}

export function useChapterVideoUrl(chapterId: number): string {
  const { portalApiBase } = useApiConfig();
  return chapterVideoUrl(portalApiBase, chapterId);
}
