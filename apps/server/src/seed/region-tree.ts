/** GB/T 2260 administrative divisions: every provincial-level division, the main cities of the provinces the portal serves most, and the districts of 杭州 and 宁波 (plus those the declaration projects use). */
export type RegionSeed = { code: string; name: string; children?: RegionSeed[] };


const node = (code: string, name: string, children?: RegionSeed[]): RegionSeed => (children ? { code, name, children } : { code, name });

const HANGZHOU_DISTRICTS = [
  node('330102', '上城区'),
  node('330105', '拱墅区'),
  node('330106', '西湖区'),
  node('330108', '滨江区'),
  node('330109', '萧山区'),
  node('330110', '余杭区'),
  node('330111', '富阳区'),
  node('330112', '临安区'),
  node('330113', '临平区'),
  node('330114', '钱塘区'),
  node('330122', '桐庐县'),
  node('330127', '淳安县'),
  node('330182', '建德市'),
];

const NINGBO_DISTRICTS = [
  node('330203', '海曙区'),
  node('330205', '江北区'),
  node('330206', '北仑区'),
  node('330211', '镇海区'),
  node('330212', '鄞州区'),
  node('330213', '奉化区'),
  node('330225', '象山县'),
  node('330226', '宁海县'),
  node('330281', '余姚市'),
  node('330282', '慈溪市'),
];

export const REGION_TREE: RegionSeed[] = [
  node('110000', '北京市'),
  node('120000', '天津市'),
  node('130000', '河北省', [node('130100', '石家庄市'), node('130200', '唐山市'), node('130600', '保定市')]),
  node('140000', '山西省', [node('140100', '太原市')]),
  node('150000', '内蒙古自治区', [node('150100', '呼和浩特市')]),
  node('210000', '辽宁省', [node('210100', '沈阳市'), node('210200', '大连市')]),
  node('220000', '吉林省', [node('220100', '长春市')]),
  node('230000', '黑龙江省', [node('230100', '哈尔滨市')]),
  node('310000', '上海市'),
  node('320000', '江苏省', [
    node('320100', '南京市'),
    node('320200', '无锡市'),
    node('320300', '徐州市'),
    node('320400', '常州市'),
    node('320500', '苏州市'),
    node('320600', '南通市'),
    node('320700', '连云港市'),
    node('320800', '淮安市'),
    node('320900', '盐城市'),
    node('321000', '扬州市'),
    node('321100', '镇江市'),
    node('321200', '泰州市'),
    node('321300', '宿迁市'),
  ]),
  node('330000', '浙江省', [
    node('330100', '杭州市', HANGZHOU_DISTRICTS),
    node('330200', '宁波市', NINGBO_DISTRICTS),
    node('330300', '温州市', [node('330302', '鹿城区'), node('330304', '瓯海区')]),
    node('330400', '嘉兴市', [node('330402', '南湖区')]),
    node('330500', '湖州市', [node('330502', '吴兴区')]),
    node('330600', '绍兴市', [node('330602', '越城区'), node('330603', '柯桥区')]),
    node('330700', '金华市', [node('330702', '婺城区')]),
    node('330800', '衢州市'),
    node('330900', '舟山市'),
    node('331000', '台州市', [node('331002', '椒江区')]),
    node('331100', '丽水市'),
  ]),
  node('340000', '安徽省', [
    node('340100', '合肥市'),
    node('340200', '芜湖市'),
    node('340300', '蚌埠市'),
    node('340500', '马鞍山市'),
    node('340700', '铜陵市'),
    node('340800', '安庆市'),
    node('341000', '黄山市'),
    node('341100', '滁州市'),
    node('341200', '阜阳市'),
  ]),
  node('350000', '福建省', [
    node('350100', '福州市'),
    node('350200', '厦门市'),
    node('350300', '莆田市'),
    node('350400', '三明市'),
    node('350500', '泉州市'),
    node('350600', '漳州市'),
    node('350700', '南平市'),
    node('350800', '龙岩市'),
    node('350900', '宁德市'),
  ]),
  node('360000', '江西省', [node('360100', '南昌市')]),
  node('370000', '山东省', [
    node('370100', '济南市'),
    node('370200', '青岛市'),
    node('370300', '淄博市'),
    node('370600', '烟台市'),
    node('370700', '潍坊市'),
    node('370800', '济宁市'),
    node('371000', '威海市'),
    node('371300', '临沂市'),
  ]),
  node('410000', '河南省', [node('410100', '郑州市')]),
  node('420000', '湖北省', [node('420100', '武汉市')]),
  node('430000', '湖南省', [node('430100', '长沙市')]),
  node('440000', '广东省', [
    node('440100', '广州市'),
    node('440300', '深圳市'),
    node('440400', '珠海市'),
    node('440500', '汕头市'),
    node('440600', '佛山市'),
    node('440700', '江门市'),
    node('440800', '湛江市'),
    node('441200', '肇庆市'),
    node('441300', '惠州市'),
    node('441900', '东莞市'),
    node('442000', '中山市'),
  ]),
  node('450000', '广西壮族自治区', [node('450100', '南宁市')]),
  node('460000', '海南省', [node('460100', '海口市')]),
  node('500000', '重庆市'),
  node('510000', '四川省', [node('510100', '成都市')]),
  node('520000', '贵州省', [node('520100', '贵阳市')]),
  node('530000', '云南省', [node('530100', '昆明市')]),
  node('540000', '西藏自治区', [node('540100', '拉萨市')]),
  node('610000', '陕西省', [node('610100', '西安市')]),
  node('620000', '甘肃省', [node('620100', '兰州市')]),
  node('630000', '青海省', [node('630100', '西宁市')]),
  node('640000', '宁夏回族自治区', [node('640100', '银川市')]),
  node('650000', '新疆维吾尔自治区', [node('650100', '乌鲁木齐市')]),
];

/** The regional comparison offers the Zhejiang cities, a few peer cities elsewhere and Hangzhou's districts. */
export const COMPARABLE_CODES: readonly string[] = [
  '330100',
  '330200',
  '330300',
  '330400',
  '330500',
  '330600',
  '330700',
  '330800',
  '330900',
  '331000',
  '331100',
  '320100',
  '320500',
  '440300',
  '440100',
  '340100',
  '310000',
  ...HANGZHOU_DISTRICTS.map((district) => district.code),
];

export type FlatRegion = {
  code: string;
  name: string;
  level: 'province' | 'city' | 'district';
  parentCode: string | null;
  provinceCode: string;
  sort: number;
};

export function flattenRegionTree(tree: RegionSeed[] = REGION_TREE): FlatRegion[] {
  const out: FlatRegion[] = [];
  const levels = ['province', 'city', 'district'] as const;
  const walk = (nodes: RegionSeed[], depth: number, parent: FlatRegion | null) => {
    nodes.forEach((item, index) => {
      const level = levels[depth];
      if (!level) throw new Error(`region ${item.code} is nested too deep`);
      const flat: FlatRegion = {
        code: item.code,
        name: item.name,
        level,
        parentCode: parent?.code ?? null,
        provinceCode: parent?.provinceCode ?? item.code,
        sort: index + 1,
      };
      out.push(flat);
      if (item.children) walk(item.children, depth + 1, flat);
    });
  };
  walk(tree, 0, null);
  return out;
}
