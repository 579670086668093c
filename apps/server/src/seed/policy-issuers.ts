import type { PortalSchemas } from '@smes/contract-types';

/** Where a policy is issued: the nation, or a division of the region tree. */
export type PolicyPlace = {
  level: PortalSchemas['PolicyLevel'];
  regionCode: string;
  /** As shown in lists: 全国 / 浙江省 / 杭州市 / 余杭区. */
  regionName: string;
  provinceCode: string | null;
  provinceName: string | null;
  cityCode: string | null;
  cityName: string | null;
};

export type PolicyDept = 'gov' | 'jxj' | 'kjj' | 'czj' | 'swj' | 'rsj' | 'scj' | 'fgw' | 'jrj' | 'tax';

const MUNICIPALITIES = new Set(['110000', '120000', '310000', '500000']);

const PROVINCE_ABBREVIATIONS: Record<string, string> = {
  '110000': '京',
  '120000': '津',
  '130000': '冀',
  '140000': '晋',
  '150000': '内蒙古',
  '210000': '辽',
  '220000': '吉',
  '230000': '黑',
  '310000': '沪',
  '320000': '苏',
  '330000': '浙',
  '340000': '皖',
  '350000': '闽',
  '360000': '赣',
  '370000': '鲁',
  '410000': '豫',
  '420000': '鄂',
  '430000': '湘',
  '440000': '粤',
  '450000': '桂',
  '460000': '琼',
  '500000': '渝',
  '510000': '川',
  '520000': '黔',
  '530000': '云',
  '540000': '藏',
  '610000': '陕',
  '620000': '甘',
  '630000': '青',
  '640000': '宁',
  '650000': '新',
};

const CITY_ABBREVIATIONS: Record<string, string> = {
  '330100': '杭',
  '330200': '甬',
  '330300': '温',
  '330400': '嘉',
  '330500': '湖',
  '330600': '绍',
  '330700': '金',
  '330800': '衢',
  '330900': '舟',
  '331000': '台',
  '331100': '丽',
  '320100': '宁',
  '320200': '锡',
  '320500': '苏',
  '440100': '穗',
  '440300': '深',
  '350100': '榕',
  '350200': '厦',
  '370200': '青',
  '340100': '合',
};

const NATIONAL_ISSUERS: Record<PolicyDept, string> = {
  gov: '国务院办公厅',
  jxj: '工业和信息化部',
  kjj: '科学技术部',
  czj: '财政部',
  swj: '商务部',
  rsj: '人力资源和社会保障部',
  scj: '国家知识产权局',
  fgw: '国家发展和改革委员会',
  jrj: '国家金融监督管理总局',
  tax: '财政部 税务总局',
};

const NATIONAL_DOC_PREFIX: Record<PolicyDept, string> = {
  gov: '国办发',
  jxj: '工信部企业',
  kjj: '国科发',
  czj: '财建',
  swj: '商贸发',
  rsj: '人社部发',
  scj: '国知发',
  fgw: '发改高技',
  jrj: '金规',
  tax: '',
};

const DOC_SEGMENTS: Record<PolicyDept, string> = {
  gov: '政办发',
  jxj: '经信企业',
  kjj: '科发',
  czj: '财企',
  swj: '商务发',
  rsj: '人社发',
  scj: '市监知',
  fgw: '发改产业',
  jrj: '金融发',
  tax: '税发',
};

function provincialIssuer(dept: PolicyDept, name: string, code: string): string {
  const municipality = MUNICIPALITIES.has(code);
  switch (dept) {
    case 'gov':
      return `${name}人民政府办公厅`;
    case 'jxj':
      if (code === '330000') return '浙江省经济和信息化厅';
      if (code === '310000') return '上海市经济和信息化委员会';
      return municipality ? `${name}经济和信息化局` : `${name}工业和信息化厅`;
    case 'kjj':
      return municipality ? `${name}科学技术委员会` : `${name}科学技术厅`;
    case 'czj':
      return municipality ? `${name}财政局` : `${name}财政厅`;
    case 'swj':
      return municipality ? `${name}商务委员会` : `${name}商务厅`;
    case 'rsj':
      return municipality ? `${name}人力资源和社会保障局` : `${name}人力资源和社会保障厅`;
    case 'scj':
      return `${name}市场监督管理局（知识产权局）`;
    case 'fgw':
      return `${name}发展和改革委员会`;
    case 'jrj':
      return `${name}地方金融管理局`;
    case 'tax':
      return `国家税务总局${name}税务局`;
  }
}

function cityIssuer(dept: PolicyDept, name: string, provinceCode: string): string {
  switch (dept) {
    case 'gov':
      return `${name}人民政府办公室`;
    case 'jxj':
      return provinceCode === '330000' ? `${name}经济和信息化局` : `${name}工业和信息化局`;
    case 'kjj':
      return `${name}科学技术局`;
    case 'czj':
      return `${name}财政局`;
    case 'swj':
      return `${name}商务局`;
    case 'rsj':
      return `${name}人力资源和社会保障局`;
    case 'scj':
      return `${name}市场监督管理局（知识产权局）`;
    case 'fgw':
      return `${name}发展和改革委员会`;
    case 'jrj':
      return `${name}地方金融管理局`;
    case 'tax':
      return `国家税务总局${name}税务局`;
  }
}

function districtIssuer(dept: PolicyDept, name: string, cityName: string): string {
  switch (dept) {
    case 'gov':
      return `${name}人民政府办公室`;
    case 'jxj':
      return `${name}经济和信息化局`;
    case 'kjj':
      return `${name}科学技术局`;
    case 'czj':
    case 'jrj':
      return `${name}财政局`;
    case 'swj':
      return `${name}商务局`;
    case 'rsj':
      return `${name}人力资源和社会保障局`;
    case 'scj':
      return `${name}市场监督管理局`;
    case 'fgw':
      return `${name}发展和改革局`;
    case 'tax':
      return `国家税务总局${cityName}${name}税务局`;
  }
}

export function issuerName(dept: PolicyDept, place: PolicyPlace): string {
  switch (place.level) {
    case 'national':
      return NATIONAL_ISSUERS[dept];
    case 'provincial':
      return provincialIssuer(dept, place.regionName, place.regionCode);
    case 'municipal':
      return cityIssuer(dept, place.regionName, place.provinceCode ?? '');
    case 'district':
      return districtIssuer(dept, place.regionName, place.cityName ?? '');
  }
}

function placeAbbreviation(place: PolicyPlace): string {
  if (place.level === 'provincial') return PROVINCE_ABBREVIATIONS[place.regionCode] ?? place.regionName.slice(0, 1);
  if (place.level === 'municipal') return CITY_ABBREVIATIONS[place.regionCode] ?? place.regionName.slice(0, 1);
  return place.regionName.replace(/[区县市]$/, '');
}

/** 文号: 浙经信企业〔2026〕15号, 国科发〔2025〕8号, 财政部 税务总局公告2023年第7号. */
export function policyDocNo(dept: PolicyDept, place: PolicyPlace, year: number, serial: number): string {
  if (place.level === 'national') {
    if (dept === 'tax') return `财政部 税务总局公告${year}年第${serial}号`;
    return `${NATIONAL_DOC_PREFIX[dept]}〔${year}〕${serial}号`;
  }
  return `${placeAbbreviation(place)}${DOC_SEGMENTS[dept]}〔${year}〕${serial}号`;
}

/** How the text of a policy names its own territory. */
export function scopeWord(place: PolicyPlace): string {
  switch (place.level) {
    case 'national':
      return '全国';
    case 'provincial':
      return MUNICIPALITIES.has(place.regionCode) ? '本市' : '本省';
    case 'municipal':
      return '本市';
    case 'district':
      return place.regionName.endsWith('县') ? '本县' : place.regionName.endsWith('市') ? '本市' : '本区';
  }
}
