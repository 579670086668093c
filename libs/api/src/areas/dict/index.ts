export { DICT_STALE_TIME_MS, dictDataQueryOptions, getDictData, useDictData } from './get-dict-data';
export type { UseDictDataOptions } from './get-dict-data';
