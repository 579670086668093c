import { insertDictType } from '../domain/dicts';
import type { SeedModule } from './seed-module';
import { POLICY_CATEGORIES } from './policy-topics';

export const ANNOUNCEMENT_CATEGORIES = [
  { label: '申报通知', value: 'declaration' },
  { label: '评审结果', value: 'review' },
  { label: '资金公示', value: 'fund' },
];

export const APPLICATION_STATUSES = [
  { label: '待提交', value: 'draft' },
  { label: '已提交', value: 'submitted' },
  { label: '已受理', value: 'accepted' },
  { label: '不予受理', value: 'not_accepted' },
  { label: '审核中', value: 'reviewing' },
  { label: '审核通过', value: 'approved' },
  { label: '审核未通过', value: 'review_failed' },
  { label: '公示中', value: 'publicizing' },
  { label: '已拨付', value: 'disbursed' },
  { label: '已退回', value: 'returned' },
];

export const MATERIAL_STATES = [
  { label: '准备中', value: 'preparing' },
  { label: '已就绪', value: 'ready' },
  { label: '已提交', value: 'submitted' },
  { label: '不适用', value: 'not_applicable' },
];

export const policyDictsSeed: SeedModule = {
  name: 'policy-dicts',
  async run({ db }) {
    // Values equal labels because policies carry the Chinese category itself.
    await insertDictType(
          db,
          'policy_category',
          '政策类别',
          POLICY_CATEGORIES.map((label) => ({ label, value: label })),
        );
    await insertDictType(db, 'announcement_category', '公示公告类别', ANNOUNCEMENT_CATEGORIES);
    await insertDictType(db, 'application_status', '申报状态', APPLICATION_STATUSES);
    await insertDictType(db, 'material_state', '材料状态', MATERIAL_STATES);
  },
};
