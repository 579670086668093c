import { insertNotice, supportTextFor } from '../../domain/notices';
import { insertPolicy } from '../../domain/policies';
import { NATIONWIDE_CODE, NATIONWIDE_NAME, findRegion, regionLineage } from '../../domain/regions';
import type { RegionRecord } from '../../domain/regions';
import { enqueuePushJob, findPushJob } from '../../domain/push-matching';
import type { PushKind } from '../../domain/push-matching';
import { RULE_SET_CATALOGUE, adaptRuleSet, attachPolicyRuleSet } from '../../domain/rule-set-catalogue';
import type { RuleSetOwner } from '../../domain/rule-set-catalogue';
import { notifySubscribers } from '../../domain/subscriptions';
import type { Db } from '../../db/database';
import { HttpError } from '../../http/http-error';
import { ok } from '../envelope';
import { dictParam } from './params';
import type { Handler, PortalDeps } from './types';
import type { PushRunner } from '../push-runner';
import type { PortalSchemas } from '@smes/contract-types';
import type { RuleSet } from '@smes/eligibility';

export const PUSH_JOB_NOT_FOUND = '推送任务不存在';

const LEVEL_OF_REGION: Record<RegionRecord['level'], PortalSchemas['PolicyLevel']> = { province: 'provincial', city: 'municipal', district: 'district' };

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

/**
 * The scheme the document's conditions follow, validated before anything is written: the engine decides who
 * qualifies from it (ADR 22), so an unknown id is refused rather than guessed from the title.
 */
function schemeParam(ruleSetId: string | undefined): RuleSet | undefined {
  if (ruleSetId === undefined) return undefined;
  const scheme = RULE_SET_CATALOGUE.get(ruleSetId);
  if (!scheme) throw new HttpError(400, `参数 ruleSetId 不合法：未知的规则集 ${ruleSetId}`);
  return scheme;
}

type PushSource = Omit<RuleSetOwner, 'key'> & { kind: PushKind; id: number; supportAmount: number | null; category: string };

/** Adapts the scheme to the document and enqueues its push job; inside the publish transaction. */
function enqueuePush(db: Db, scheme: RuleSet | undefined, source: PushSource, at: Date): { ruleSet: RuleSet; job: PortalSchemas['PushJob'] } | undefined {
  if (!scheme) return undefined;
  const ruleSet = adaptRuleSet(scheme, { ...source, key: `${source.kind}-${source.id}` });
  const job = enqueuePushJob(db, { ...source, ruleSet }, at);
  return { ruleSet, job };
}

export function adminHandlers({ db, now, push }: PortalDeps & { push: PushRunner }): Record<string, Handler> {
  return {
    adminPublishPolicy: async (request) => {
      const body = request.body as PortalSchemas['PolicyPublish'];
      const at = now();
      const place = placement(db, body.level, body.regionCode);
      const category = dictParam(db, 'policy_category', body.category, 'category') ?? body.category;
      const industries = [...new Set(body.industries ?? [])];
      const today = chinaDate(at);
      const scheme = schemeParam(body.ruleSetId);
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
        const pushed = enqueuePush(
          db,
          scheme,
          { kind: 'policy', id, title: body.title.trim(), docNo: body.docNo.trim(), issuer: body.issuer.trim(), level: body.level, regionCode: place.regionCode, regionName: place.regionName, effectiveDate: today, supportAmount: body.supportAmount ?? null, category },
          at,
        );
        if (pushed) attachPolicyRuleSet(db, id, pushed.ruleSet);
        return { id, notified, pushJob: pushed?.job ?? null };
      })();
      push.kick();
      return ok(result, '政策已发布');
    },
    adminPublishNotice: async (request) => {
      const body = request.body as PortalSchemas['NoticePublish'];
      const at = now();
      if (Date.parse(body.endTime) <= Date.parse(body.startTime)) throw new HttpError(400, '参数 endTime 不合法：截止时间须晚于开始时间');
      const place = placement(db, body.level, body.regionCode);
      const category = body.category ? (dictParam(db, 'policy_category', body.category, 'category') ?? body.category) : null;
      const industries = [...new Set(body.industries ?? [])];
      const policyText = trimmed(body.policyText, 'policyText');
      const supportAmount = body.supportAmount ?? null;
      const scheme = schemeParam(body.ruleSetId);
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
        // A notice has no stored rule set of its own (its job keeps the adapted one) and no 文号 of its own.
        const pushed = enqueuePush(
          db,
          scheme,
          { kind: 'notice', id, title: body.title.trim(), docNo: '申报通知', issuer: body.issuer.trim(), level: body.level, regionCode: place.regionCode, regionName: place.regionName, effectiveDate: chinaDate(at), supportAmount, category: category ?? '' },
          at,
        );
        return { id, notified, pushJob: pushed?.job ?? null };
      })();
      push.kick();
      return ok(result, '申报通知已发布');
    },
    adminPushJob: async (request) => {
      const job = findPushJob(db, (request.params as { id: number }).id);
      if (!job) throw new HttpError(404, PUSH_JOB_NOT_FOUND);
      return ok(job);
    },
  };
}
