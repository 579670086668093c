import type { GovServiceDetail, GovServiceSummary } from './types';

export function buildGovServiceSummary(overrides: Partial<GovServiceSummary> = {}): GovServiceSummary {
  return {
    id: 1,
    name: '企业设立登记（有限责任公司）',
    topic: 'start',
    departmentCode: 'market',
    department: '杭州市市场监督管理局',
    regionCode: '330100',
    regionName: '杭州市',
    kind: '行政许可',
    promisedDays: 1,
    legalDays: 3,
    visits: 0,
    fullyOnline: true,
    fee: '不收费',
    favorite: false,
    ...overrides,
  };
}

export function buildGovServiceDetail(overrides: Partial<GovServiceDetail> = {}): GovServiceDetail {
  return {
    ...buildGovServiceSummary(overrides),
    target: '拟设立有限责任公司的自然人、法人和其他组织',
    conditions: ['企业名称已通过自主申报', '有公司住所（可使用住所申报承诺制）'],
    materials: [
      {
        name: '《公司登记（备案）申请书》',
        source: '在线填写，系统生成',
        form: '电子材料（电子签名）',
        copies: 1,
        required: true,
        note: null,
        sample: ['名称：杭州云帆智能科技有限公司', '注册资本：100 万元人民币，认缴，五年内缴足'],
      },
      { name: '住所使用相关文件', source: '申请人自备', form: '复印件', copies: 1, required: false, note: '实行住所申报承诺制的，提交承诺书即可', sample: null },
    ],
    steps: [
      { name: '在线填报', detail: '在线填写设立登记信息并电子签名', days: null },
      { name: '审核', detail: '材料齐全、符合法定形式的予以登记', days: 1 },
    ],
    places: [{ name: '杭州市民之家（市行政服务中心） 市场监管综合窗口', address: '杭州市上城区解放东路18号市民中心', hours: '工作日 9:00—12:00，13:30—17:00（法定节假日除外）', phone: '12315' }],
    onlineName: '浙江政务服务网（浙里办）',
    onlineUrl: 'https://www.zjzwfw.gov.cn/',
    basis: ['《中华人民共和国市场主体登记管理条例》第十九条'],
    related: [{ id: 2, title: '企业名称自主申报' }],
    ...overrides,
  };
}
