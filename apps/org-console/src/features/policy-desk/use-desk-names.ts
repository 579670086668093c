import { useDictData, useRegionTree } from '@smes/api';
import { regionChain } from '@smes/org-certification';

/** Names for what a document stores as codes: its region (浙江省 杭州市) and its industries (制造业). */
export function useDeskNames() {
  const tree = useRegionTree();
  const industries = useDictData('industry');
  return {
    region: (code: string | null) => (code === null ? '全国' : regionChain(tree.data ?? [], code).map((node) => node.name).join(' ') || code),
    industry: (code: string) => industries.data?.find((item) => item.dictValue === code)?.dictLabel ?? code,
    industryOptions: industries.data ?? [],
  };
}
