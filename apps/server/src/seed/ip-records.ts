import type { IpRecordInput, IpRecordKind, IpRecordStatus } from '@smes/eligibility';
import { DAY_MS, addMs } from '../clock';
import { insertIpRecord } from '../domain/ip-records';
import { findUserForLogin } from '../domain/users';
import type { Rng } from './prng';
import type { SeedModule } from './seed-module';
import { isoDate } from './policies';

const OWNER = '杭州云栖智造科技有限公司';

const INVENTIONS = [
  '一种基于深度学习的工业视觉表面缺陷检测方法',
  '一种多相机协同标定方法及系统',
  '一种产线节拍自适应调度方法',
  '一种金属焊缝图像的亚像素边缘提取方法',
  '一种基于迁移学习的小样本缺陷分类方法',
  // The two below are still under examination or were rejected: on the 台账, not in the counts.
  '一种视觉检测设备的远程运维方法',
  '一种柔性产线的数字孪生建模方法',
];
const UTILITY_SUBJECTS = ['视觉检测工位', '环形光源', '相机升降', '工件定位夹具', '传送带纠偏', '防尘罩', '标定板', '缺陷剔除', '线缆收纳', '散热风道', '光源调光', '工控机安装', '急停联锁', '治具快换', '来料计数', '产品翻转', '滤光片切换', '镜头防护', '物料分拣', '高度检测'];
const UTILITY_FORMS = ['装置', '机构', '组件', '结构'];
const DESIGNS = ['工业视觉检测一体机', '智能读码器', '在线检测工作站'];
const SOFTWARE = [
  '云栖视觉缺陷检测系统V3.0',
  '云栖产线控制平台V2.1',
  '云栖设备远程运维系统V1.5',
  '云栖相机标定工具软件V2.0',
  '云栖质检数据分析系统V1.2',
  '云栖MES对接中间件V1.0',
  '云栖视觉算法训练平台V2.0',
  '云栖工位看板系统V1.3',
  '云栖检测配方管理软件V1.1',
  '云栖边缘推理服务软件V1.0',
];
const TRADEMARKS = ['云栖智造（第9类）', '云栖智造（第42类）', 'YUNQI VISION（第9类）', '云栖慧眼（第9类）', '云栖慧眼（第42类）'];

/** 中国专利申请号的校验位: weights 2–9, 2–5 over the 12 digits, sum mod 11, 10 written X. */
export function patentCheckDigit(digits: string): string {
  const weights = [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5];
  const sum = [...digits].reduce((total, digit, index) => total + Number(digit) * (weights[index] ?? 0), 0);
  const check = sum % 11;
  return check === 10 ? 'X' : String(check);
}

const PATENT_TYPE_CODE: Partial<Record<IpRecordKind, string>> = { invention: '1', utility_model: '2', design: '3' };

function numberOf(rng: Rng, kind: IpRecordKind, year: number): string {
  const serial = String(rng.int(100000, 999999));
  const typeCode = PATENT_TYPE_CODE[kind];
  if (typeCode) {
    const digits = `${year}${typeCode}0${serial}`.slice(0, 12);
    return `ZL${digits}.${patentCheckDigit(digits)}`;
  }
  if (kind === 'software') return `${year}SR${String(rng.int(100000, 1999999)).padStart(7, '0')}`;
  return String(rng.int(30000000, 69999999));
}

/** Typical examination times: 发明 about two years, 实用新型 and 外观 half a year, 软著 two months, 商标 a year. */
const GRANT_DAYS: Record<IpRecordKind, [number, number]> = {
  invention: [540, 900],
  utility_model: [120, 240],
  design: [90, 200],
  software: [30, 90],
  trademark: [300, 420],
};

type Planned = { kind: IpRecordKind; name: string; status: IpRecordStatus };

/**
 * 云栖智造's 台账: granted records exactly as many as its seeded ledger states (5 发明, 18 实用新型, 2 外观,
 * 9 软著, 4 商标; Ⅰ类 5, Ⅱ类 29), so the ledger reads the same with the 台账 as before it, plus applications,
 * a rejection and a lapsed right that the counts leave out.
 */
export function yunqiIpRecords(rng: Rng, now: Date): IpRecordInput[] {
  const utilityNames = UTILITY_SUBJECTS.map((subject) => `一种${subject}${rng.pick(UTILITY_FORMS)}`);
  const planned: Planned[] = [
    ...INVENTIONS.slice(0, 5).map((name) => ({ kind: 'invention' as const, name, status: 'granted' as const })),
    { kind: 'invention', name: INVENTIONS[5] ?? '', status: 'pending' },
    { kind: 'invention', name: INVENTIONS[6] ?? '', status: 'rejected' },
    ...utilityNames.slice(0, 18).map((name) => ({ kind: 'utility_model' as const, name, status: 'granted' as const })),
    { kind: 'utility_model', name: utilityNames[18] ?? '', status: 'expired' },
    { kind: 'utility_model', name: utilityNames[19] ?? '', status: 'pending' },
    ...DESIGNS.slice(0, 2).map((name) => ({ kind: 'design' as const, name, status: 'granted' as const })),
    { kind: 'design', name: DESIGNS[2] ?? '', status: 'pending' },
    ...SOFTWARE.slice(0, 9).map((name) => ({ kind: 'software' as const, name, status: 'granted' as const })),
    { kind: 'software', name: SOFTWARE[9] ?? '', status: 'pending' },
    ...TRADEMARKS.slice(0, 4).map((name) => ({ kind: 'trademark' as const, name, status: 'granted' as const })),
    { kind: 'trademark', name: TRADEMARKS[4] ?? '', status: 'pending' },
  ];
  return planned.map(({ kind, name, status }) => {
    const [minDays, maxDays] = GRANT_DAYS[kind];
    const examination = rng.int(minDays, maxDays);
    // Pending ones were filed recently; the rest between one and six years ago, granted after examination.
    const appliedDaysAgo = status === 'pending' ? rng.int(20, Math.max(30, minDays - 10)) : rng.int(examination + 60, 6 * 365);
    const applied = addMs(now, -appliedDaysAgo * DAY_MS);
    const granted = status === 'granted' || status === 'expired' ? isoDate(addMs(applied, examination * DAY_MS)) : null;
    return { kind, number: numberOf(rng, kind, applied.getUTCFullYear()), name, status, appliedAt: isoDate(applied), grantedAt: granted, owner: OWNER };
  });
}

export const ipRecordsSeed: SeedModule = {
  name: 'ip-records',
  async run({ db, rng, now }) {
    const yunqi = (await findUserForLogin(db, '13800138000'))?.id;
    if (yunqi === undefined) return;
    // Written on the day the ledger was last saved, so seeding the 台账 leaves the ledger's own date alone.
    const at = addMs(now, -12 * DAY_MS);
    for (const record of yunqiIpRecords(rng, now)) await insertIpRecord(db, yunqi, record, at);
  },
};
