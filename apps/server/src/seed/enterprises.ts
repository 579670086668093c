import type { Rng } from './prng';

const BRANDS = [
  '恒越', '博远', '华腾', '瑞丰', '中科', '天成', '明拓', '鼎新', '思创', '凯瑞', '宏达', '新锐', '卓远', '永信', '奥特',
  '光启', '睿智', '精工', '金石', '安诺', '德赛', '拓邦', '海纳', '汇川', '领航', '维康', '聚能', '云帆', '驰宇', '力拓',
];

const FIELDS = [
  '智能科技', '精密机械', '新材料', '生物医药', '电子科技', '信息技术', '环保科技', '汽车零部件', '光电科技',
  '医疗器械', '软件', '数控设备', '智能装备', '半导体', '新能源科技', '检测技术',
];

/**
 * 杭州恒越智能科技有限公司: a city (short name), a brand, a field and a company form. A company whose business is
 * known names it (`field`), so its name never contradicts what it is said to do.
 */
export function enterpriseName(rng: Rng, placeName: string, field?: string): string {
  const place = placeName.replace(/(市|省|区|县|自治区|壮族自治区|回族自治区|维吾尔自治区)$/, '');
  return `${place}${rng.pick(BRANDS)}${field ?? rng.pick(FIELDS)}${rng.chance(0.2) ? '股份有限公司' : '有限公司'}`;
}
