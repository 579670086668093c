import type { Rng } from './prng';

const SURNAMES = ['王', '李', '张', '刘', '陈', '杨', '黄', '赵', '吴', '周', '徐', '孙', '马', '朱', '胡', '郭', '何', '林', '高', '罗', '郑', '梁', '沈', '叶', '钱', '蒋', '俞', '金'];
const GIVEN = ['伟', '芳', '敏', '静', '磊', '洋', '艳', '勇', '军', '杰', '娟', '涛', '明', '超', '秀英', '建华', '晓东', '海燕', '志强', '丽华', '文博', '思远', '雨桐', '佳怡', '浩然', '子涵'];
const MOBILE_PREFIXES = ['133', '135', '136', '137', '138', '139', '150', '151', '152', '157', '158', '159', '177', '180', '181', '186', '187', '188', '189', '199'];

export function personName(rng: Rng): string {
  return `${rng.pick(SURNAMES)}${rng.pick(GIVEN)}`;
}

/** How a government contact is usually listed: 王老师, 李科长. */
export function contactTitle(rng: Rng): string {
  return `${rng.pick(SURNAMES)}${rng.pick(['老师', '老师', '科长', '主任', '同志'])}`;
}

export function mobile(rng: Rng): string {
  return `${rng.pick(MOBILE_PREFIXES)}${String(rng.int(0, 99_999_999)).padStart(8, '0')}`;
}

export function landline(rng: Rng, areaCode: string): string {
  return `${areaCode}-${rng.int(2, 8)}${String(rng.int(0, 9_999_999)).padStart(7, '0')}`;
}

export function digits(rng: Rng, count: number): string {
  let out = '';
  for (let index = 0; index < count; index += 1) out += String(rng.int(0, 9));
  return out;
}
