import { DEFAULT_PAGE_NUM, DEFAULT_PAGE_SIZE } from '@smes/config';
import type { CertificationApplication, CertificationFile, CertificationPage, CertificationSummary } from '../service/types';

export function buildCertificationFile(overrides: Partial<CertificationFile> = {}): CertificationFile {
  return { id: 1, slot: 'license', category: null, name: '营业执照.pdf', size: 182_300, contentType: 'application/pdf', uploadedAt: '2026-11-20T02:00:00.000Z', public: false, ...overrides };
}

/** An empty draft, as the first save creates it; override fields for a filled or decided one. */
export function buildCertificationApplication(overrides: Partial<CertificationApplication> = {}): CertificationApplication {
  return {
    id: 71,
    status: 'draft',
    applicantName: '新入驻机构',
    name: '',
    creditCode: '',
    legalPerson: '',
    regionCode: null,
    address: '',
    serviceCategories: [],
    description: '',
    intro: '',
    foundedYear: null,
    staffSize: null,
    contactName: '',
    contactPhone: '',
    contactEmail: '',
    commitment: false,
    regionName: null,
    files: [],
    missing: ['机构名称', '统一社会信用代码', '法定代表人', '营业执照'],
    rejectReason: null,
    institutionId: null,
    history: [],
    createdAt: '2026-11-20T02:00:00.000Z',
    updatedAt: '2026-11-20T02:00:00.000Z',
    submittedAt: null,
    reviewedAt: null,
    ...overrides,
  };
}

export function buildCertificationSummary(overrides: Partial<CertificationSummary> = {}): CertificationSummary {
  return {
    id: 71,
    status: 'pending',
    name: '杭州知行知识产权代理有限公司',
    applicantName: '新入驻机构',
    serviceCategories: ['知识产权'],
    regionName: '杭州市西湖区',
    submittedAt: '2026-11-21T02:00:00.000Z',
    reviewedAt: null,
    ...overrides,
  };
}

export function buildCertificationPage(rows: CertificationSummary[], { total = rows.length, pageNum = DEFAULT_PAGE_NUM, pageSize = DEFAULT_PAGE_SIZE } = {}): CertificationPage {
  return { rows, total, pageNum, pageSize };
}
