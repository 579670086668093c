import { insertNotice, supportTextFor } from '../../domain/notices';
import { insertPolicy } from '../../domain/policies';
import { NATIONWIDE_CODE, NATIONWIDE_NAME, findRegion, regionLineage } from '../../domain/regions';
import type { RegionRecord } from '../../domain/regions';
import { notifySubscribers } from '../../domain/subscriptions';
import type { Db } from '../../db/database';
import { HttpError } from '../../http/http-error';
import { ok } from '../envelope';
import { requireSession } from '../session';
import type { PortalSession } from '../session';
import { dictParam } from './params';
import type { Handler, PortalDeps } from './types';
import type { PortalSchemas } from '@smes/contract-types';

export const FORBIDDEN_MESSAGE = '无权执行此操作';

const LEVEL_OF_REGION: Record<RegionRecord['level'], PortalSchemas['PolicyLevel']> = { province: 'provincial', city: 'municipal', district: 'district' };

export function requireAdmin(session: PortalSession): void {
  if (session.user.userType !== 'admin') throw new HttpError(403, FORBIDDEN_MESSAGE);
}

type Placement = { regionCode: string; regionName: string; provinceCode: string | null; cityCode: string | null };

/** The level must fit the region: national documents are issued for 100000, the others by a division of that level. */
function placement(db: Db, level: PortalSchemas['PolicyLevel'], regionCode: string): Placement {
  if (level === 'national') {
    if (regionCode !== NATIONWIDE_CODE) throw new HttpError(400, `参数 regionCode 不合法：国家级政策的区划代码须为 ${NATIONWIDE_CODE}`);
    return { regionCode, regionName: NATIONWIDE_NAME, provinceCode: null, cityCode: null };
  }
  const region = findRegion(db, regionCode);
  if (!region) throw new HttpError(400, `参数 regionCode 不合法：未知的行政区划代码 ${regionCode}`);
  if (LEVEL_OF_REGION[region.level] !== level) throw new HttpError(400, `参数 level 不合法：${region.name}不是该层级的行政区划`);
  const lineage = regionLineage(db, regionCode);
  return {
    regionCode,
    regionName: region.name,
    provinceCode: lineage.find((item) => item.level === 'province')?.code ?? null,
    cityCode: lineage.find((item) => item.level === 'city')?.code ?? null,
  };
}

function trimmed(values: string[], name: string): string[] {
  const out = values.map((value) => value.trim()).filter((value) => value !== '');
  if (out.length === 0) throw new HttpError(400, `参数 ${name} 不合法：内容不能为空`);
  return out;
}

function chinaDate(date: Date): string {
  return new Date(date.getTime() + 8 * 3600 * 1000).toISOString().slice(0, 10);
}

export function adminHandlers({ db, now }: PortalDeps): Record<string, Handler> {
  return {
    adminPublishPolicy: async (request) => {
      const session = requireSession(request);
      requireAdmin(session);
      const body = request.body as PortalSchemas['PolicyPublish'];
      const at = now();
      const place = placement(db, body.level, body.regionCode);
      const category = dictParam(db, 'policy_category', body.category, 'category') ?? body.category;
      const industries = [...new Set(body.industries ?? [])];
      const today = chinaDate(at);
      const result = db.transaction(() => {
        const id = insertPolicy(db, {
          title: body.title.trim(),
          docNo: body.docNo.trim(),
          issuer: body.issuer.trim(),
          level: body.level,
          ...place,
          category,
          industries,
          validity: 'valid',
          writtenDate: today,
          publishDate: today,
          effectiveDate: today,
          repealDate: null,
          content: trimmed(body.content, 'content'),
          viewCount: 0,
          supportAmount: body.supportAmount ?? null,
          patentSubsidies: null,
          ruleSet: null,
          createdAt: at.toISOString(),
          attachments: [],
        });
        const notified = notifySubscribers(
          db,
          { kind: 'policy', id, title: body.title.trim(), issuer: body.issuer.trim(), level: body.level, regionCode: place.regionCode, category, industries },
          at,
        );
        return { id, notified };
      })();
      return ok(result, '政策已发布');
    },
    adminPublishNotice: async (request) => {
      const session = requireSession(request);
      requireAdmin(session);
      const body = request.body as PortalSchemas['NoticePublish'];
      const at = now();
      if (Date.parse(body.endTime) <= Date.parse(body.startTime)) throw new HttpError(400, '参数 endTime 不合法：截止时间须晚于开始时间');
      const place = placement(db, body.level, body.regionCode);
      const category = body.category ? (dictParam(db, 'policy_category', body.category, 'category') ?? body.category) : null;
      const industries = [...new Set(body.industries ?? [])];
      const policyText = trimmed(body.policyText, 'policyText');
      const supportAmount = body.supportAmount ?? null;
      const result = db.transaction(() => {
        const id = insertNotice(db, {
          policyId: null,
          title: body.title.trim(),
          issuer: body.issuer.trim(),
          level: body.level,
          ...place,
          category: category ?? '',
          industries,
          supportAmount,
          supportText: supportTextFor(supportAmount, category ?? ''),
          keywords: [...new Set((body.keywords ?? []).map((keyword) => keyword.trim()).filter((keyword) => keyword !== ''))],
          startTime: new Date(body.startTime).toISOString(),
          endTime: new Date(body.endTime).toISOString(),
          publishDate: chinaDate(at),
          viewCount: 0,
          policyText,
          support: supportAmount !== null ? [`最高扶持 ${supportAmount} 万元`] : [],
          conditions: [],
          procedure: [],
          materials: [],
          service: { department: body.issuer.trim(), contact: '', phone: '', address: '', hours: '' },
        });
        const notified = notifySubscribers(
          db,
          { kind: 'notice', id, title: body.title.trim(), issuer: body.issuer.trim(), level: body.level, regionCode: place.regionCode, category, industries },
          at,
        );
        return { id, notified };
      })();
      return ok(result, '申报通知已发布');
    },
  };
}
