import type { QueryClient } from '@tanstack/react-query';
import { orgKeys, serviceKeys } from '../service/keys';
import type { OrgProduct } from '../service/types';

/**
 * After any change to a product: the answered product replaces the cached one, and the lists, the dashboard's
 * on-shelf count and the public catalogue (where an on-shelf product shows) are refetched.
 */
export function storeOrgProduct(queryClient: QueryClient, product: OrgProduct) {
  queryClient.setQueryData(orgKeys.productDetail(product.product.id), product);
  void queryClient.invalidateQueries({ queryKey: [...orgKeys.products(), 'list'] });
  void queryClient.invalidateQueries({ queryKey: orgKeys.dashboard() });
  void queryClient.invalidateQueries({ queryKey: serviceKeys.products() });
}
