import type { PortalSchemas } from '@smes/contract-types';
import type { OrderAction, OrderRole, OrderStatus } from '@smes/service-rules';
import { DAY_MS, addMs } from '../clock';
import type { Db } from '../db/database';
import { insertCertificationRecord } from '../domain/certifications';
import { listInstitutions, setInstitutionProfile } from '../domain/institutions';
import type { InstitutionRecord } from '../domain/institutions';
import { findRegion } from '../domain/regions';
import { insertOrderRecord, insertReviewRecord } from '../domain/service-orders';
import type { OrderRecord } from '../domain/service-orders';
import { createCase, createProduct, findOrgCase, updateCase } from '../domain/service-org';
import { DEMO_ACCOUNTS } from './accounts';
import { personName } from './people';
import type { Rng } from './prng';
import { CATALOGUE, CLIENT_REQUIREMENTS, MARKET_CATEGORIES, REVIEW_OPENINGS } from './service-catalogue';
import type { CategoryCatalogue, ProductTemplate } from './service-catalogue';
import type { SeedModule } from './seed-module';
import { forEachInOrder, mapInOrder } from '../shared/in-order';

type Category = PortalSchemas['ServiceCategory'];

/** The demo enterprise and institution whose consoles show an order in every state. */
export const DEMO_BUYER_PHONE = '13800138000';
export const DEMO_SELLER_PHONE = '13900139000';

const STREETS = ['文一西路', '江南大道', '学院路', '中山北路', '解放东路', '人民路', '钱江路', '环城北路', '科技大道', '创业路'];
const BUILDINGS = ['科创大厦', '金融中心', '众创空间', '商务中心', '智谷园区', '软件园'];
const STAFF = ['10-19 人', '20-49 人', '50-99 人', '100-299 人'];
const LEAD_TITLES = ['从业十余年的合伙人', '前大型企业技术负责人', '具有高级职称的资深顾问', '执业十五年的负责人'];
const CONSENT_ROLES = ['总经理', '技术总监', '财务总监', '董事长', '法务负责人'];

/** A tiny real PDF, so seeded certification files download as what they claim to be. */
const SEED_PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

function marketCategory(value: string | undefined): Category {
  return MARKET_CATEGORIES.find((category) => category === value) ?? '管理咨询';
}

function cityOf(regionName: string): string {
  return /^(.+?市)/.exec(regionName)?.[1] ?? '浙江';
}

function roundPrice(value: number): number {
  return value >= 2000 ? Math.round(value / 100) * 100 : Math.round(value / 10) * 10;
}

function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

type Facts = {
  institution: InstitutionRecord;
  category: Category;
  /** The categories shown on the profile (the certified ones, plus 认证服务 for some testing labs). */
  categories: Category[];
  catalogue: CategoryCatalogue;
  specialty: string;
  lead: string;
  shortName: string;
  city: string;
};

/** Per-institution facts, then the profile written from them. */
async function profile(db: Db, rng: Rng, institution: InstitutionRecord): Promise<Facts> {
  const category = marketCategory(institution.serviceCategories[0]);
  const catalogue = CATALOGUE[category];
  const specialty = rng.pick(catalogue.specialties);
  const lead = personName(rng);
  const founded = rng.int(2004, 2020);
  const staff = rng.pick(STAFF);
  const record = catalogue.record.text.replace('{n}', String(rng.int(...catalogue.record.range)));
  const city = cityOf(institution.regionName);
  const clients = rng.int(60, 900);
  const shortName = institution.name.replace(/^(浙江|杭州|宁波|温州|嘉兴|湖州|绍兴|金华|台州)/, '').replace(/(有限公司|事务所.*)$/, '').slice(0, 8);
  const division = institution.creditCode.slice(2, 8);
  const categories = [...institution.serviceCategories];
  // Testing labs that also certify carry the 认证服务 category the contract adds.
  if (category === '检验检测' && !categories.includes('认证服务') && rng.chance(0.6)) categories.push('认证服务');
  const qualifications = rng
    .shuffle(catalogue.qualifications)
    .slice(0, rng.int(1, catalogue.qualifications.length))
    .map((item) => ({ ...item, validUntil: rng.chance(0.7) ? `${rng.int(2027, 2031)}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}` : null }));
  await setInstitutionProfile(db, institution.id, {
      regionCode: await findRegion(db, division) ? division : null,
      serviceCategories: categories,
      intro: `${specialty}；${record}`,
      description:
        `${institution.name}成立于${founded}年，位于${institution.regionName}，现有员工 ${staff}，主要提供${specialty}等${category}服务。` +
        `${record}，近三年服务${city}及周边企业 ${clients} 家。团队负责人${lead}是${rng.pick(LEAD_TITLES)}。`,
      address: `${institution.regionName}${rng.pick(STREETS)}${rng.int(8, 688)}号${rng.pick(BUILDINGS)}${rng.int(2, 23)}楼`,
      foundedYear: founded,
      staffSize: staff,
      qualifications,
    });
  return { institution, category, categories: categories.map(marketCategory), catalogue, specialty, lead, shortName, city };
}

/**
 * How a product is priced: a template whose price range is wide (the work varies with the client) starts from a
 * price and is quoted; a narrow one is a 一口价; none is 面议.
 */
function priceModeOf(template: ProductTemplate): PortalSchemas['PriceMode'] {
  if (!template.price) return 'negotiable';
  return template.price[1] >= template.price[0] * 2 ? 'from' : 'fixed';
}

function productInput(rng: Rng, facts: Facts, template: ProductTemplate, category: Category): PortalSchemas['ServiceProductInput'] {
  const price = template.price ? roundPrice(rng.int(...template.price)) : null;
  return {
    name: template.name,
    category,
    needs: template.needs,
    // The same service from two institutions is told apart on its card by what each is good at.
    summary: `${template.summary}；${facts.shortName}擅长${facts.specialty}`,
    description: `${template.description}由${facts.shortName}${facts.specialty}团队承办，${facts.lead}负责质量把关；${facts.city}本地企业可上门沟通。`,
    priceMode: priceModeOf(template),
    price,
    deliveryDays: rng.int(...template.days),
    deliverables: template.deliverables,
    process: template.process,
  };
}

type SeededProduct = { id: number; category: Category; days: number; facts: Facts; onShelf: boolean; priceMode: PortalSchemas['PriceMode']; price: number | null };

async function seedProducts(db: Db, rng: Rng, facts: Facts, now: Date): Promise<SeededProduct[]> {
  const primary = rng.shuffle(facts.catalogue.products).slice(0, facts.catalogue.products.length - (rng.chance(0.3) ? 1 : 0));
  const secondaryCategory = facts.categories.find((category) => category !== facts.category);
  const picks: [ProductTemplate, Category][] = primary.map((template) => [template, facts.category]);
  if (secondaryCategory) picks.push([rng.pick(CATALOGUE[secondaryCategory].products), secondaryCategory]);
  return await mapInOrder(picks, async ([template, category]) => {
      const input = productInput(rng, facts, template, category);
      const onShelf = rng.chance(0.92);
      const created = await createProduct(db, facts.institution.id, input, now, {
            status: onShelf ? 'on_shelf' : 'off_shelf',
            createdAt: addMs(now, -rng.int(30, 400) * DAY_MS).toISOString(),
            listed: true,
          });
      return { id: created.product.id, category, days: input.deliveryDays, facts, onShelf, priceMode: input.priceMode, price: input.price };
    });
}

async function seedCases(db: Db, rng: Rng, facts: Facts, products: SeededProduct[], now: Date): Promise<number> {
  const templates = rng.shuffle(facts.catalogue.cases).slice(0, rng.int(2, Math.max(2, facts.catalogue.cases.length)));
  for (const template of templates) {
    const industry = rng.pick(template.industries);
    const consented = rng.chance(0.82);
    const completed = addMs(now, -rng.int(60, 900) * DAY_MS);
    const ownProducts = products.filter((product) => product.category === facts.category);
    const linked = ownProducts[template.product % Math.max(1, ownProducts.length)];
    const input: PortalSchemas['ServiceCaseInput'] = {
      title: template.title.replace('{industry}', facts.city.replace('市', '') + industry.replace(/业$/, '')),
      category: facts.category,
      clientIndustry: industry,
      summary: template.result,
      problem: template.problem,
      approach: `${template.approach}项目由${facts.lead}牵头，${facts.shortName}${facts.specialty}团队执行。`,
      result: template.result,
      completedOn: isoDay(completed),
      productId: linked?.id ?? null,
      consented,
      consentBy: consented ? `客户${rng.pick(CONSENT_ROLES)} ${personName(rng).slice(0, 1)}先生` : null,
      consentOn: consented ? isoDay(addMs(completed, rng.int(5, 40) * DAY_MS)) : null,
      published: consented && rng.chance(0.92),
    };
    // Written as on the day it was recorded, which is never before the client agreed.
    const recorded = addMs(completed, rng.int(10, 50) * DAY_MS);
    const agreed = input.consentOn ? new Date(`${input.consentOn}T12:00:00+08:00`) : recorded;
    await createCase(db, facts.institution.id, input, agreed > recorded ? agreed : recorded, { listed: true });
  }
  return templates.length;
}

type Buyer = { id: number; enterpriseName: string; phone: string; contactName: string };

type Step = { status: OrderStatus; action: OrderAction; actor: OrderRole; note?: string; price?: number };

const QUOTE_NOTES = ['按需求范围报价，含一次上门沟通和一轮修改', '报价含全部官费与服务费，分两期支付', '按实际工作量测算，超出范围另行协商'];

/** The steps from placement to each status, as the transition table allows them for the product's pricing. */
function pathTo(status: OrderStatus, product: SeededProduct, rng: Rng): Step[] {
  const facts = product.facts;
  // A quoted order is agreed at the institution's quote: somewhat above a starting price, or a price for the 面议 work.
  const quoted = product.priceMode !== 'fixed';
  const quotePrice = roundPrice(product.price === null ? rng.int(8, 60) * 1000 : product.price * (1 + rng.int(0, 8) / 10));
  const quote: Step = { status: 'quoted', action: 'quote', actor: 'institution', note: rng.pick(QUOTE_NOTES), price: quotePrice };
  const agree: Step[] = quoted ? [quote, { status: 'accepted', action: 'accept_quote', actor: 'enterprise' }] : [{ status: 'accepted', action: 'accept', actor: 'institution' }];
  const start: Step = { status: 'in_service', action: 'start', actor: 'institution' };
  const deliver: Step = {
    status: 'delivered',
    action: 'deliver',
    actor: 'institution',
    note: `${rng.pick(['成果文件已上传，请查收。', '已按约定完成，交付清单见附件。', '全部工作已完成，请验收。'])}如有问题请联系${facts.lead}。`,
  };
  const confirm: Step = { status: 'completed', action: 'confirm', actor: 'enterprise' };
  switch (status) {
    case 'pending':
      return [];
    case 'quoted':
      return quoted ? [quote] : [];
    case 'accepted':
      return agree;
    case 'in_service':
      return [...agree, start];
    case 'delivered':
      return [...agree, start, deliver];
    case 'completed':
      return [...agree, start, deliver, confirm];
    case 'cancelled':
      return [{ status: 'cancelled', action: 'cancel', actor: 'enterprise', note: rng.pick(['预算调整，暂不需要', '内部已找到合作方', '项目延期到明年']) }];
    case 'declined':
      return [{ status: 'declined', action: 'decline', actor: 'institution', note: rng.pick(['本月排期已满，建议下月再约', '该需求超出我们的服务范围', '所在地区暂不能上门服务']) }];
  }
}

function reviewFor(rng: Rng, facts: Facts): PortalSchemas['ServiceReviewInput'] {
  const mood = rng.next();
  const kind = mood < 0.55 ? 'great' : mood < 0.88 ? 'good' : 'mixed';
  const base = kind === 'great' ? 5 : kind === 'good' ? 4 : 3;
  const score = () => Math.min(5, Math.max(1, base + (rng.chance(0.3) ? (rng.chance(0.5) ? 1 : -1) : 0)));
  const praise = rng.pick(facts.catalogue.praise);
  const complaint = kind === 'great' ? '' : `不足是${rng.pick(facts.catalogue.complaints)}。`;
  const person = rng.chance(0.5) ? `${facts.lead.slice(0, 1)}老师` : '对接的顾问';
  return {
    scores: { quality: score(), responsiveness: score(), professionalism: score() },
    text: `${rng.pick(REVIEW_OPENINGS[kind])}${person}${praise}。${complaint}`,
  };
}

async function seedOrder(db: Db, rng: Rng, product: SeededProduct, buyer: Buyer, status: OrderStatus, placedAt: Date, now: Date): Promise<number> {
  const steps = pathTo(status, product, rng);
  let at = placedAt;
  const history: OrderRecord['history'] = [{ status: 'pending', action: null, actor: 'enterprise', note: null, at: at.toISOString() }];
  for (const step of steps) {
    const gap = step.action === 'deliver' ? Math.max(1, Math.round(product.days * 0.6)) : rng.int(1, 3);
    at = addMs(at, gap * DAY_MS + rng.int(1, 8) * 60 * 60 * 1000);
    if (at > now) at = now;
    history.push({ status: step.status, action: step.action, actor: step.actor, note: step.note ?? null, at: at.toISOString(), ...(step.price ? { price: step.price } : {}) });
  }
  return await insertOrderRecord(db, {
      productId: product.id,
      userId: buyer.id,
      enterpriseName: buyer.enterpriseName,
      requirements: rng.pick(CLIENT_REQUIREMENTS[product.category]),
      contactName: buyer.contactName,
      contactPhone: buyer.phone,
      history,
    });
}

async function buyers(db: Db, rng: Rng): Promise<Buyer[]> {
  const rows = (await db.all("SELECT id, enterprise_name, phone, nick_name FROM users WHERE user_type = 'enterprise' ORDER BY id")) as {
    id: number;
    enterprise_name: string | null;
    phone: string | null;
    nick_name: string;
  }[];
  return rows.map((row) => ({
    id: row.id,
    enterpriseName: row.enterprise_name ?? row.nick_name,
    phone: row.phone ?? '0571-88001234',
    contactName: `${personName(rng).slice(0, 1)}${rng.pick(['经理', '总', '主管'])}`,
  }));
}

async function seedCertifications(db: Db, rng: Rng, institutions: InstitutionRecord[]): Promise<void> {
  for (const account of DEMO_ACCOUNTS) {
    if (!account.institution || !account.phone) continue;
    const user = (await db.get('SELECT id FROM users WHERE phone = ?', account.phone)) as { id: number } | undefined;
    const institution = institutions.find((item) => item.userId === user?.id);
    if (!user || !institution || institution.status === 'rejected') continue;
    const categories = institution.serviceCategories.map(marketCategory);
    // What the public page shows came from the application, as it does for an institution certified in the app.
    const shown = (await db.get('SELECT intro, founded_year, staff_size FROM institutions WHERE id = ?', institution.id)) as { intro: string; founded_year: number; staff_size: string };
    await insertCertificationRecord(db, {
          userId: user.id,
          status: institution.status,
          institutionId: institution.id,
          submittedAt: institution.submittedAt,
          reviewedAt: institution.reviewedAt ?? null,
          draft: {
            name: institution.name,
            creditCode: institution.creditCode,
            legalPerson: personName(rng),
            regionCode: account.institution.division,
            address: `${institution.regionName}${rng.pick(STREETS)}${rng.int(8, 688)}号`,
            serviceCategories: categories,
            description: `${institution.name}专注${categories.join('、')}服务，服务对象以${cityOf(institution.regionName)}的科技型中小企业为主。`,
            intro: shown.intro,
            foundedYear: shown.founded_year,
            staffSize: (shown.staff_size || null) as Required<PortalSchemas['CertificationDraft']>['staffSize'],
            contactName: institution.contactName,
            contactPhone: institution.contactPhone,
            contactEmail: '',
            commitment: true,
          },
          files: [
            { slot: 'license', category: null, name: '营业执照副本.pdf', contentType: 'application/pdf', body: SEED_PDF },
            ...categories.map((category) => ({ slot: 'certificate' as const, category, name: `${category}资质证书.pdf`, contentType: 'application/pdf' as const, body: SEED_PDF })),
          ],
        });
  }
}

/**
 * What waits in the operator's 上架审核 when the demo starts: a new product from each of two institutions and a
 * change to a listed case from a third, submitted the way the console submits them (the demo institution's own
 * products are all listed, so its journeys start from a known shelf).
 */
async function seedListingReviews(db: Db, rng: Rng, products: SeededProduct[], now: Date): Promise<void> {
  const others = [...new Map(products.filter((product) => product.facts.institution.status === 'approved' && !isDemoSeller(product)).map((product) => [product.facts.institution.id, product])).values()];
  await forEachInOrder(others.slice(0, 2), async (product, index) => {
      const template = product.facts.catalogue.products[index % product.facts.catalogue.products.length];
      if (!template) return;
      await createProduct(db, product.facts.institution.id, { ...productInput(rng, product.facts, template, product.category), name: `${template.name}（${product.facts.city}专场）` }, addMs(now, -(index + 1) * 3 * 60 * 60 * 1000));
    });
  const third = others[2];
  if (!third) return;
  const listedCase = (await db.get('SELECT id FROM service_cases WHERE institution_id = ? AND listed = 1 ORDER BY id LIMIT 1', third.facts.institution.id)) as { id: number } | undefined;
  const current = listedCase ? await findOrgCase(db, third.facts.institution.id, listedCase.id) : undefined;
  if (!current) return;
  await updateCase(
      db,
      third.facts.institution.id,
      current.case.id,
      {
        title: current.case.title,
        category: current.case.category,
        clientIndustry: current.case.clientIndustry,
        summary: `${current.case.summary}（补充了第二年的复审结果）`,
        problem: current.problem,
        approach: current.approach,
        result: `${current.result}次年复审顺利通过。`,
        completedOn: current.case.completedOn,
        productId: current.productId,
        consented: current.consent.consented,
        consentBy: current.consent.consentBy,
        consentOn: current.consent.consentOn,
        published: current.published,
      },
      addMs(now, -2 * 60 * 60 * 1000),
    );
}

function isDemoSeller(product: SeededProduct): boolean {
  return DEMO_ACCOUNTS.some((account) => account.phone === DEMO_SELLER_PHONE && account.institution?.name === product.facts.institution.name);
}

export const serviceMarketplaceSeed: SeedModule = {
  name: 'service-marketplace',
  async run({ db, rng, now }) {
    const institutions = await listInstitutions(db);
    const products: SeededProduct[] = [];
    for (const institution of institutions) {
      const facts = await profile(db, rng, institution);
      const own = await seedProducts(db, rng, facts, now);
      products.push(...own);
      await seedCases(db, rng, facts, own, now);
    }
    await seedCertifications(db, rng, institutions);

    const people = await buyers(db, rng);
    const demoBuyer = people.find((buyer) => buyer.phone === DEMO_BUYER_PHONE);
    const others = people.filter((buyer) => buyer.phone !== DEMO_BUYER_PHONE);
    const sellable = products.filter((product) => product.onShelf && product.facts.institution.status === 'approved');
    const demoSeller = sellable.filter(isDemoSeller);

    // History for ratings: finished orders from the other demo enterprises, most of them reviewed.
    for (const product of sellable) {
      const count = rng.int(0, 3);
      for (let index = 0; index < count && others.length > 0; index += 1) {
        const placedAt = addMs(now, -rng.int(product.days + 40, 420) * DAY_MS);
        const id = await seedOrder(db, rng, product, rng.pick(others), 'completed', placedAt, now);
        if (rng.chance(0.85)) await insertReviewRecord(db, id, reviewFor(rng, product.facts), addMs(placedAt, (product.days + rng.int(8, 20)) * DAY_MS).toISOString());
      }
    }

    // The demo accounts: an order in every state between the demo enterprise and the demo institution.
    if (demoBuyer && demoSeller.length > 0) {
      const states: OrderStatus[] = ['pending', 'accepted', 'in_service', 'delivered', 'completed', 'completed', 'cancelled', 'declined', 'quoted'];
      const quotable = demoSeller.filter((product) => product.priceMode !== 'fixed');
      await forEachInOrder(states, async (status, index) => {
              const product = (status === 'quoted' && quotable.length > 0 ? quotable[0] : demoSeller[index % demoSeller.length]) as SeededProduct;
              const finishing = status === 'completed' || status === 'delivered';
              const placedAt = addMs(now, -(finishing ? product.days + 6 + index : 2 + index) * DAY_MS);
              const id = await seedOrder(db, rng, product, demoBuyer, status, placedAt, now);
              // One completed order reviewed two days ago (still editable), the other left for the user to review.
              if (status === 'completed' && index === 4) await insertReviewRecord(db, id, reviewFor(rng, product.facts), addMs(now, -2 * DAY_MS).toISOString());
            });
      const elsewhere = sellable.filter((product) => !demoSeller.includes(product));
      const older = rng.pick(elsewhere);
      const oldOrder = await seedOrder(db, rng, older, demoBuyer, 'completed', addMs(now, -(older.days + 60) * DAY_MS), now);
      await insertReviewRecord(db, oldOrder, reviewFor(rng, older.facts), addMs(now, -30 * DAY_MS).toISOString());
      await seedOrder(db, rng, rng.pick(elsewhere), demoBuyer, 'pending', addMs(now, -1 * DAY_MS), now);
      // The demo institution's queue also holds other enterprises' orders.
      for (const status of ['pending', 'pending', 'in_service'] as OrderStatus[]) {
        const product = rng.pick(demoSeller);
        await seedOrder(db, rng, product, rng.pick(others), status, addMs(now, -rng.int(1, 6) * DAY_MS), now);
      }
    }
    // Last, so the random stream of everything above is what it was before the queue existed.
    await seedListingReviews(db, rng, products, now);
  },
};
