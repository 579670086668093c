import { REMINDER_DAYS, chinaDateOf, daysUntilClose, reminderTitle } from '@smes/eligibility';
import type { EnterpriseLedger } from '@smes/eligibility';
import { chinaDateTimeText } from '../domain/calendar';
import { DAY_MS, addMs } from '../clock';
import type { Db } from '../db/database';
import { saveLedger } from '../domain/ledgers';
import { insertMessage } from '../domain/messages';
import { publicationMessage, publicationOf, saveSubscription, subscriptionMatches } from '../domain/subscriptions';
import type { Publication } from '../domain/subscriptions';
import type { PortalSchemas } from '@smes/contract-types';
import { findUserForLogin } from '../domain/users';
import type { SeedModule } from './seed-module';
import { isoDate } from './policies';

/**
 * 杭州云栖智造: a manufacturer in 余杭区 that holds 高企 and 科技型中小企业 but not yet 专精特新, with
 * a few fields left blank, so matching shows eligible, incomplete and ineligible policies side by side.
 */
export function yunqiLedger(now: Date): EnterpriseLedger {
  const yearsAgo = (years: number, days = 0) => isoDate(addMs(now, -(years * 365 + days) * DAY_MS));
  return {
    enterpriseName: '杭州云栖智造科技有限公司',
    creditCode: '91330110MA2H3K8X5F',
    registeredAt: '2019-04-16',
    provinceCode: '330000',
    cityCode: '330100',
    districtCode: '330110',
    industry: 'C',
    mainProducts: '工业视觉检测设备、智能产线控制软件',
    inKeySupportedField: true,
    nicheYears: 6,
    employeesTotal: 210,
    rdStaff: 38,
    staffBachelorOrAbove: 132,
    revenueY1: 6800,
    revenueY2: 5200,
    revenueY3: 4100,
    mainBusinessRevenueY1: 6450,
    rdExpenseY1: 436,
    rdExpenseY2: 338,
    rdExpenseY3: 262,
    domesticRdExpenseY1: 421,
    domesticRdExpenseY2: 330,
    domesticRdExpenseY3: 258,
    netProfitY1: 615,
    netProfitY2: 442,
    netProfitY3: 298,
    netAssetsY1: 5400,
    totalAssetsY1: 9800,
    totalDebtY1: 4400,
    highTechRevenueY1: 4960,
    inventionPatents: 5,
    utilityModels: 18,
    designPatents: 2,
    softwareCopyrights: 9,
    trademarks: 4,
    ipClass1: 5,
    ipClass2: 29,
    rdInstitutionLevel: 'municipal',
    hasRdAccounting: true,
    hasRdIncentive: true,
    hasTalentTraining: true,
    majorIncidentLastYear: false,
    majorIncidentYear2: false,
    majorIncidentYear3: false,
    seriousDishonestyListed: false,
    abnormalOperationListed: false,
    restrictedProducts: false,
    mainBusinessRevenueY2: 4960,
    mainBusinessRevenueY3: 3900,
    rdSuperDeductionY1: 436,
    techAchievementsConverted3y: 9,
    techAchievementsConvertedY1: 4,
    techAchievementsConvertedY2: 3,
    ipAcquisition: 'own',
    qualHighTech: yearsAgo(1, 200),
    qualSpecialized: null,
    qualLittleGiant: null,
    qualInnovativeSme: yearsAgo(1, 20),
    qualTechSme: yearsAgo(0, 60),
    digitalLevel: 'level1',
    qualityManagement: 'system',
  };
}

/** 宁波海曙精密: about half filled in, the way an account looks after its first session. */
export const HAISHU_LEDGER: EnterpriseLedger = {
  enterpriseName: '宁波海曙精密机械有限公司',
  creditCode: '91330203MA2GQ7L41P',
  registeredAt: '2015-09-08',
  provinceCode: '330000',
  cityCode: '330200',
  districtCode: '330203',
  industry: 'C',
  mainProducts: '精密轴承与传动部件',
  employeesTotal: 136,
  rdStaff: 11,
  revenueY1: 3900,
  revenueY2: 3650,
  rdExpenseY1: 118,
  inventionPatents: 1,
  utilityModels: 12,
  majorIncidentLastYear: false,
};

async function userId(db: Db, login: string): Promise<number | undefined> {
  return (await findUserForLogin(db, login))?.id;
}

export const ledgersSeed: SeedModule = {
  name: 'ledgers',
  async run({ db, now }) {
    const yunqi = await userId(db, '13800138000');
    const haishu = await userId(db, '13800138001');
    if (yunqi !== undefined) await saveLedger(db, yunqi, yunqiLedger(now), addMs(now, -12 * DAY_MS));
    if (haishu !== undefined) await saveLedger(db, haishu, HAISHU_LEDGER, addMs(now, -40 * DAY_MS));
  },
};

type LinkRow = { id: number; title: string; end_time: string };

/** The first of `rows` whose publication the subscription matches: a seeded message never reaches past it. */
async function firstMatching(db: Db, subscription: PortalSchemas['Subscription'], kind: 'policy' | 'notice', rows: readonly LinkRow[]): Promise<Publication | undefined> {
  for (const row of rows) {
    const publication = await publicationOf(db, { kind, id: row.id });
    if (publication && await subscriptionMatches(db, subscription, publication)) return publication;
  }
  return undefined;
}

export const subscriptionsSeed: SeedModule = {
  name: 'subscriptions',
  async run({ db, now }) {
    const yunqi = await userId(db, '13800138000');
    if (yunqi === undefined) return;
    // Its own region scope (杭州市余杭区): 杭州's other districts publish nothing it can apply for.
    const subscription: PortalSchemas['Subscription'] = {
      categories: ['资金扶持', '资质认定', '创新支持'],
      regionCodes: [yunqiLedger(now).districtCode ?? '330110'],
      industries: ['C'],
      notifyPolicies: true,
      notifyNotices: true,
      notifyMatches: true,
    };
    await saveSubscription(db, yunqi, subscription, addMs(now, -30 * DAY_MS));
    const at = now.toISOString();
    const policy = await firstMatching(
          db,
          subscription,
          'policy',
          (await db.all(`SELECT id, title, '' AS end_time FROM policies WHERE validity = 'valid' AND publish_date <= ? ORDER BY publish_date DESC, id DESC`, isoDate(now))) as LinkRow[],
        );
    // The reminder the enterprise got follows the reminder rule (7 days before, the day before, the day itself):
    // for a window closing within the week, the last stage that has come, sent on its day.
    const soon = ((await db.all(`SELECT id, title, end_time FROM notices WHERE start_time <= ? AND end_time >= ? ORDER BY end_time`, at, at)) as LinkRow[]).filter(
      (row) => daysUntilClose(row.end_time, now) <= REMINDER_DAYS.week,
    );
    const closing = await firstMatching(db, subscription, 'notice', soon);
    const closingEnd = closing ? (soon.find((row) => row.id === closing.id)?.end_time ?? '') : '';
    const older = await firstMatching(
          db,
          subscription,
          'notice',
          (await db.all(`SELECT id, title, end_time FROM notices WHERE end_time < ? ORDER BY end_time DESC`, at)) as LinkRow[],
        );
    const read = (days: number) => addMs(now, -days * DAY_MS).toISOString();
    await insertMessage(
          db,
          { userId: yunqi, type: 'system', title: '欢迎使用中小企业服务门户', content: '完善企业档案后，可使用智能政策匹配、项目自评和区域政策对比。', link: null, readAt: read(59) },
          addMs(now, -60 * DAY_MS),
        );
    if (older) await insertMessage(db, { userId: yunqi, ...publicationMessage(older), readAt: read(20) }, addMs(now, -25 * DAY_MS));
    if (policy) await insertMessage(db, { userId: yunqi, ...publicationMessage(policy) }, addMs(now, -3 * DAY_MS));
    if (closing) {
      const days = daysUntilClose(closingEnd, now);
      const stage = days === REMINDER_DAYS.today ? 'today' : days === REMINDER_DAYS.day ? 'day' : 'week';
      // 09:00 in China on the stage's day, or now if that is still to come today.
      const due = new Date(Date.parse(`${chinaDateOf(closingEnd)}T09:00:00+08:00`) - REMINDER_DAYS[stage] * DAY_MS);
      const sentAt = due.getTime() < now.getTime() ? due : now;
      await insertMessage(
              db,
              {
                userId: yunqi,
                type: 'notice',
                title: reminderTitle(stage, closingEnd, closing.title),
                content: `您订阅的申报通知将于 ${chinaDateTimeText(closingEnd)} 截止申报，请尽快准备材料。`,
                link: { kind: 'notice', id: closing.id },
              },
              sentAt,
            );
    }
    await insertMessage(
          db,
          { userId: yunqi, type: 'system', title: '企业档案待完善', content: '您的企业档案还缺少股权融资、净资产等信息，补充后匹配结果更准确。', link: null },
          addMs(now, -2 * DAY_MS),
        );
  },
};
