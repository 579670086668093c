import { useApiConfig } from '@smes/api';

/**
 * A product's coverUrl is a path on the portal API host (the stand-in serves the image there); the console runs
 * on another origin, so the path is resolved against the API base instead of the page's own address.
 */
export function useCoverSrc(coverUrl: string | null): string | null {
  const { portalApiBase } = useApiConfig();
  return coverUrl === null ? null : new URL(coverUrl, portalApiBase).toString();
}
