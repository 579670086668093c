import { isDictValue, listDictData } from '../../domain/dicts';
import type { Db } from '../../db/database';
import { applicableChain, chainNames, findRegion } from '../../domain/regions';
import type { RegionRecord } from '../../domain/regions';
import { HttpError } from '../../http/http-error';

/** A region filter that names a division outside the tree is a client error, not an empty result. */
export async function regionParam(db: Db, code: string | undefined, name = 'regionCode'): Promise<RegionRecord | undefined> {
  if (code === undefined) return undefined;
  const region = await findRegion(db, code);
  if (!region) throw new HttpError(400, `参数 ${name} 不合法：未知的行政区划代码 ${code}`);
  return region;
}

export async function dictParam(db: Db, dictType: string, value: string | undefined, name: string): Promise<string | undefined> {
  if (value === undefined || value === '') return undefined;
  if (!await isDictValue(db, dictType, value)) {
    const allowed = (await listDictData(db, dictType)).map((item) => item.dictValue);
    throw new HttpError(400, `参数 ${name} 不合法：须为以下取值之一：${allowed.join('、')}`);
  }
  return value;
}

/** `applicableTo`: the region chain an enterprise registered there may apply in (400 for an unknown code). */
export async function scopeParam(db: Db, code: string | undefined): Promise<{ applicableTo?: string[] }> {
  const region = await regionParam(db, code, 'applicableTo');
  return region ? { applicableTo: await applicableChain(db, region) } : {};
}

/** `applicableTo` for the tables that name their place (活动, 金融产品, 资讯): the chain's names. */
export async function scopeNamesParam(db: Db, code: string | undefined): Promise<{ applicableTo?: string[] }> {
  const { applicableTo } = await scopeParam(db, code);
  return applicableTo ? { applicableTo: await chainNames(db, applicableTo) } : {};
}
