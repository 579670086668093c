import { insertDictType } from '../domain/dicts';
import type { SeedModule } from './seed-module';
import { DECLARATION_CATEGORIES } from './declaration-topics';

/** The contract's ServiceCategory values, in its order (认证服务 joined with the marketplace). */
export const SERVICE_CATEGORIES = ['知识产权', '财税服务', '法律服务', '认证服务', '检验检测', '人力资源', '科技咨询', '融资服务', '管理咨询'];

export const FEEDBACK_TYPES = [
  { label: '功能建议', value: 'suggestion' },
  { label: '内容纠错', value: 'correction' },
  { label: '问题反馈', value: 'problem' },
  { label: '其他', value: 'other' },
];

/** GB/T 4754-2017 门类 A–T. */
const INDUSTRY_SECTIONS = [
  '农、林、牧、渔业',
  '采矿业',
  '制造业',
  '电力、热力、燃气及水生产和供应业',
  '建筑业',
  '批发和零售业',
  '交通运输、仓储和邮政业',
  '住宿和餐饮业',
  '信息传输、软件和信息技术服务业',
  '金融业',
  '房地产业',
  '租赁和商务服务业',
  '科学研究和技术服务业',
  '水利、环境和公共设施管理业',
  '居民服务、修理和其他服务业',
  '教育',
  '卫生和社会工作',
  '文化、体育和娱乐业',
  '公共管理、社会保障和社会组织',
  '国际组织',
];

export const dictsSeed: SeedModule = {
  name: 'dicts',
  async run({ db }) {
    await insertDictType(db, 'policy_level', '政策层级', [
          { label: '国家级', value: 'national' },
          { label: '省级', value: 'provincial' },
          { label: '市级', value: 'municipal' },
          { label: '区县级', value: 'district' },
        ]);
    await insertDictType(db, 'declare_status', '申报状态', [
          { label: '未开始', value: 'not_started' },
          { label: '申报中', value: 'open', isDefault: true },
          { label: '已截止', value: 'closed' },
        ]);
    // Values equal labels because declaration projects carry the Chinese category itself.
    await insertDictType(
          db,
          'declare_category',
          '申报类别',
          DECLARATION_CATEGORIES.map((label) => ({ label, value: label })),
        );
    await insertDictType(db, 'feedback_type', '反馈类型', FEEDBACK_TYPES);
    await insertDictType(
          db,
          'industry',
          '国民经济行业门类',
          INDUSTRY_SECTIONS.map((label, index) => ({ label, value: String.fromCharCode(65 + index) })),
        );
    await insertDictType(
          db,
          'service_category',
          '服务类别',
          SERVICE_CATEGORIES.map((label) => ({ label, value: label })),
        );
  },
};
