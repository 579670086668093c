import { DAY_MS, addMs } from '../clock';
import { insertInstitution } from '../domain/institutions';
import type { InstitutionStatus } from '../domain/institutions';
import { createOrganization, createWiki } from '../domain/notes';
import { hashPassword } from '../domain/passwords';
import { insertUser } from '../domain/users';
import type { UserType } from '../domain/users';
import { makeCreditCode } from './credit-code';
import type { SeedModule } from './seed-module';
import { digits, personName } from './people';
import { forEachInOrder } from '../shared/in-order';

export const DEMO_PASSWORD = 'Demo@2026';

type DemoOrganization = { name: string; personal: boolean; wikis: string[] };

export type DemoAccount = {
  username: string;
  phone: string | null;
  userType: UserType;
  nickName: string;
  enterpriseName: string | null;
  /** One line for the 演示账号 box on the login page. */
  note: string;
  /** null: the phone is not opened for the notes application. */
  notes: DemoOrganization[] | null;
  institution?: { name: string; status: InstitutionStatus; serviceCategories: string[]; regionName: string; division: string };
};

export const DEMO_ACCOUNTS: DemoAccount[] = [
  {
    username: '13800138000',
    phone: '13800138000',
    userType: 'enterprise',
    nickName: '云栖智造',
    enterpriseName: '杭州云栖智造科技有限公司',
    note: '企业账号，协同文档有个人空间和两个知识库',
    notes: [
      { name: '云栖智造的个人空间', personal: true, wikis: ['申报材料库', '项目归档'] },
      { name: '云栖智造项目协作组', personal: false, wikis: ['高企认定资料'] },
    ],
  },
  {
    username: '13800138001',
    phone: '13800138001',
    userType: 'enterprise',
    nickName: '海曙精密',
    enterpriseName: '宁波海曙精密机械有限公司',
    note: '企业账号，个人空间里还没有知识库',
    notes: [{ name: '海曙精密的个人空间', personal: true, wikis: [] }],
  },
  {
    username: '13800138002',
    phone: '13800138002',
    userType: 'enterprise',
    nickName: '瓯江新材',
    enterpriseName: '温州瓯江新材料有限公司',
    note: '企业账号，协同文档没有个人空间',
    notes: [],
  },
  {
    username: '13800138003',
    phone: '13800138003',
    userType: 'enterprise',
    nickName: '南湖数科',
    enterpriseName: '嘉兴南湖数字科技有限公司',
    note: '企业账号，手机号未开通协同文档',
    notes: null,
  },
  {
    username: 'zhangsan',
    phone: null,
    userType: 'enterprise',
    nickName: '张三',
    enterpriseName: '绍兴柯桥纺织有限公司',
    note: '企业账号，未绑定手机号',
    notes: null,
  },
  {
    username: '13900139000',
    phone: '13900139000',
    userType: 'org',
    nickName: '中创知产',
    enterpriseName: '浙江中创知识产权服务有限公司',
    note: '服务机构账号，已通过认证',
    notes: [{ name: '中创知产的个人空间', personal: true, wikis: ['申报材料库'] }],
    institution: {
      name: '浙江中创知识产权服务有限公司',
      status: 'approved',
      serviceCategories: ['知识产权', '科技咨询'],
      regionName: '杭州市滨江区',
      division: '330108',
    },
  },
  {
    username: '13900139001',
    phone: '13900139001',
    userType: 'org',
    nickName: '启航咨询',
    enterpriseName: '杭州启航企业管理咨询有限公司',
    note: '服务机构账号，认证待审核',
    notes: null,
    institution: {
      name: '杭州启航企业管理咨询有限公司',
      status: 'pending',
      serviceCategories: ['管理咨询'],
      regionName: '杭州市西湖区',
      division: '330106',
    },
  },
  {
    username: '13900139002',
    phone: '13900139002',
    userType: 'org',
    nickName: '新入驻机构',
    enterpriseName: null,
    note: '服务机构账号，尚未提交认证',
    notes: null,
  },
];

/** The platform operator who publishes policies and notices (`POST /api/admin/*`). */
export const ADMIN_ACCOUNT: DemoAccount = {
  username: 'admin',
  phone: null,
  userType: 'admin',
  nickName: '平台运营',
  enterpriseName: null,
  note: '平台运营账号，可发布政策与申报通知',
  notes: null,
};

/**
 * A second operator: a policy the desk publishes is approved by an operator who did not edit it (ADR 67), so
 * the demo needs two.
 */
export const REVIEWER_ACCOUNT: DemoAccount = {
  username: 'admin2',
  phone: null,
  userType: 'admin',
  nickName: '政策复核',
  enterpriseName: null,
  note: '第二个平台运营账号，审核并发布另一位运营人员起草的政策',
  notes: null,
};

/** The operators, in the order they were seeded. */
export const OPERATOR_ACCOUNTS: readonly DemoAccount[] = [ADMIN_ACCOUNT, REVIEWER_ACCOUNT];

/**
 * scrypt is deliberately slow and tests open many databases in one process, so each demo account's
 * salted hash is computed once per process and reused.
 */
const demoHashes = new Map<string, string>();

function demoPasswordHash(username: string): string {
  let hash = demoHashes.get(username);
  if (hash === undefined) {
    hash = hashPassword(DEMO_PASSWORD);
    demoHashes.set(username, hash);
  }
  return hash;
}

/** A demo account with the shared demo password; notes are opened where the account lists organisations. */
async function insertDemoUser(db: Parameters<typeof insertUser>[0], account: DemoAccount, createdAt: Date) {
  return await insertUser(
      db,
      {
        username: account.username,
        phone: account.phone,
        passwordHash: demoPasswordHash(account.username),
        nickName: account.nickName,
        userType: account.userType,
        enterpriseName: account.enterpriseName,
        notesEnabled: account.notes !== null,
      },
      createdAt,
    );
}

export const accountsSeed: SeedModule = {
  name: 'accounts',
  async run({ db, rng, now }) {
    for (const account of DEMO_ACCOUNTS) {
      const createdAt = addMs(now, -rng.int(60, 400) * DAY_MS);
      const user = await insertDemoUser(db, account, createdAt);
      await forEachInOrder(account.notes ?? [], async (organization, index) => {
              // Creation times keep the seeded order, so "the first personal organisation" is stable.
              const organizationCreatedAt = addMs(createdAt, (index + 1) * DAY_MS);
              const created = await createOrganization(
                        db,
                        {
                          id: `org_${rng.hex(16)}`,
                          name: organization.name,
                          description: organization.personal ? '个人资料与申报材料' : '团队协作空间',
                          ownerId: user.id,
                          personal: organization.personal,
                        },
                        organizationCreatedAt,
                      );
              for (const wiki of organization.wikis) {
                await createWiki(db, { id: `wiki_${rng.hex(16)}`, organizationId: created.id, name: wiki, description: null }, organizationCreatedAt);
              }
            });
      if (account.institution) {
        const submittedAt = addMs(now, -rng.int(3, 30) * DAY_MS);
        const approved = account.institution.status === 'approved';
        await insertInstitution(db, {
                  userId: user.id,
                  name: account.institution.name,
                  creditCode: makeCreditCode({ division: account.institution.division, organizationBody: digits(rng, 8) }),
                  serviceCategories: account.institution.serviceCategories,
                  regionName: account.institution.regionName,
                  contactName: personName(rng),
                  contactPhone: account.phone ?? '',
                  status: account.institution.status,
                  rejectReason: null,
                  submittedAt: submittedAt.toISOString(),
                  reviewedAt: approved ? addMs(submittedAt, 2 * DAY_MS).toISOString() : null,
                });
      }
    }
  },
};

function operatorSeed(name: string, account: DemoAccount): SeedModule {
  return {
    name,
    async run({ rng, db, now }) {
      await insertDemoUser(db, account, addMs(now, -rng.int(60, 400) * DAY_MS));
    },
  };
}

/** A module of its own, so databases seeded before the operator existed get the account too. */
export const adminAccountSeed: SeedModule = operatorSeed('admin-account', ADMIN_ACCOUNT);

/** The second operator arrived with the policy desk; existing databases get it on their next start. */
export const reviewerAccountSeed: SeedModule = operatorSeed('reviewer-account', REVIEWER_ACCOUNT);
