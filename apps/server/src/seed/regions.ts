import type { PortalSchemas } from '@smes/contract-types';
export type Region = {
  level: PortalSchemas['PolicyLevel'];
  /** As shown in lists: 国家 / 浙江省 / 杭州市 / 余杭区. */
  name: string;
  /** Full administrative name for addresses: 浙江省杭州市余杭区. */
  fullName: string;
  /** Prefix of document numbers: 浙, 杭, 余 … */
  docPrefix: string;
  /** Six-digit administrative division code. */
  division: string;
  areaCode: string;
};

export const NATIONAL: Region = {
  level: 'national',
  name: '国家',
  fullName: '北京市西城区',
  docPrefix: '',
  division: '110000',
  areaCode: '010',
};

export const PROVINCE: Region = {
  level: 'provincial',
  name: '浙江省',
  fullName: '浙江省杭州市上城区',
  docPrefix: '浙',
  division: '330000',
  areaCode: '0571',
};

const city = (name: string, docPrefix: string, division: string, areaCode: string): Region => ({
  level: 'municipal',
  name,
  fullName: `浙江省${name}`,
  docPrefix,
  division,
  areaCode,
});

export const CITIES: Region[] = [
  city('杭州市', '杭', '330100', '0571'),
  city('宁波市', '甬', '330200', '0574'),
  city('温州市', '温', '330300', '0577'),
  city('嘉兴市', '嘉', '330400', '0573'),
  city('湖州市', '湖', '330500', '0572'),
  city('绍兴市', '绍', '330600', '0575'),
  city('金华市', '金', '330700', '0579'),
  city('台州市', '台', '331000', '0576'),
];

const district = (name: string, cityName: string, docPrefix: string, division: string): Region => {
  const parent = CITIES.find((item) => item.name === cityName);
  if (!parent) throw new Error(`unknown city ${cityName}`);
  return { level: 'district', name, fullName: `${parent.fullName}${name}`, docPrefix, division, areaCode: parent.areaCode };
};

export const DISTRICTS: Region[] = [
  district('余杭区', '杭州市', '余', '330110'),
  district('西湖区', '杭州市', '西', '330106'),
  district('滨江区', '杭州市', '滨', '330108'),
  district('萧山区', '杭州市', '萧', '330109'),
  district('鄞州区', '宁波市', '鄞', '330212'),
  district('海曙区', '宁波市', '海曙', '330203'),
  district('瓯海区', '温州市', '瓯海', '330304'),
  district('南湖区', '嘉兴市', '南', '330402'),
  district('吴兴区', '湖州市', '吴兴', '330502'),
  district('柯桥区', '绍兴市', '柯', '330603'),
  district('婺城区', '金华市', '婺', '330702'),
  district('椒江区', '台州市', '椒', '331002'),
];

export const REGIONS_BY_LEVEL: Record<PortalSchemas['PolicyLevel'], Region[]> = {
  national: [NATIONAL],
  provincial: [PROVINCE],
  municipal: CITIES,
  district: DISTRICTS,
};

export type DepartmentKey = 'jxj' | 'kjj' | 'swj' | 'rsj' | 'fgw' | 'scj' | 'czj';

type DepartmentNames = { national: string; provincial: string; local: string; districtLocal?: string; doc: string };

const DEPARTMENTS: Record<DepartmentKey, DepartmentNames> = {
  jxj: { national: '工业和信息化部', provincial: '浙江省经济和信息化厅', local: '经济和信息化局', doc: '经信' },
  kjj: { national: '科学技术部', provincial: '浙江省科学技术厅', local: '科学技术局', doc: '科' },
  swj: { national: '商务部', provincial: '浙江省商务厅', local: '商务局', doc: '商务' },
  rsj: {
    national: '人力资源和社会保障部',
    provincial: '浙江省人力资源和社会保障厅',
    local: '人力资源和社会保障局',
    doc: '人社',
  },
  fgw: {
    national: '国家发展和改革委员会',
    provincial: '浙江省发展和改革委员会',
    local: '发展和改革委员会',
    districtLocal: '发展和改革局',
    doc: '发改',
  },
  scj: { national: '国家市场监督管理总局', provincial: '浙江省市场监督管理局', local: '市场监督管理局', doc: '市监' },
  czj: { national: '财政部', provincial: '浙江省财政厅', local: '财政局', doc: '财' },
};

const NATIONAL_DOC_PREFIX: Record<DepartmentKey, string> = {
  jxj: '工信部企业',
  kjj: '国科发',
  swj: '商贸发',
  rsj: '人社部发',
  fgw: '发改高技',
  scj: '国市监',
  czj: '财建',
};

export function departmentName(key: DepartmentKey, region: Region): string {
  const names = DEPARTMENTS[key];
  if (region.level === 'national') return names.national;
  if (region.level === 'provincial') return names.provincial;
  const local = region.level === 'district' ? (names.districtLocal ?? names.local) : names.local;
  return `${region.name}${local}`;
}

/** 文号 such as 浙科发高〔2026〕12号 or 杭经信发〔2026〕35号. */
export function documentNumber(key: DepartmentKey, region: Region, year: number, serial: number, suffix = ''): string {
  const prefix =
    region.level === 'national' ? NATIONAL_DOC_PREFIX[key] : `${region.docPrefix}${DEPARTMENTS[key].doc}发${suffix}`;
  return `${prefix}〔${year}〕${serial}号`;
}
