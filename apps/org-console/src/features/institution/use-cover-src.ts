import { useApiConfig, type OrgProduct } from '@smes/api';

/**
 * Where the console can show a product's cover, or null. The coverUrl is a path on the portal API host (the
 * console runs on another origin, so it is resolved against the API base), and that address serves only the
 * covers the portal shows — on-shelf products; an off-shelf product's cover would be a broken image.
 */
export function useCoverSrc({ product, status }: Pick<OrgProduct, 'product' | 'status'>): string | null {
  const { portalApiBase } = useApiConfig();
  if (product.coverUrl === null || status !== 'on_shelf') return null;
  return new URL(product.coverUrl, portalApiBase).toString();
}
