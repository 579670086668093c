import type { LightMyRequestResponse } from 'fastify';
import type { PortalSchemas } from '@smes/contract-types';
import { makeCreditCode } from '../seed/credit-code';
import { SAMPLE_FILES } from './material-files';
import { MARKET_ACCOUNTS, REVIEW_INPUT, injector, placeOrder, placeOrderWithFiles, uploadTo } from './service-fixtures';
import { body, login, portalTokenFor } from './test-hosts';
import type { Envelope, TestHosts } from './test-hosts';

type Check = (operationId: string, response: LightMyRequestResponse, status: number) => Envelope;

/**
 * Every marketplace operation once on its happy path and once on a refusal, each answer checked against the
 * contract by the caller's `check` (contract.test.ts counts them towards its coverage).
 */
export async function walkServiceContract(hosts: TestHosts, check: Check): Promise<void> {
  const call = injector(hosts);
  // Tokens straight from the database: other tests in the same file change some demo passwords.
  const enterprise = await portalTokenFor(hosts, MARKET_ACCOUNTS.enterprise);
  const institution = await portalTokenFor(hosts, MARKET_ACCOUNTS.institution);
  const newcomer = await portalTokenFor(hosts, MARKET_ACCOUNTS.newInstitution);
  const admin = await login(hosts.portal, MARKET_ACCOUNTS.admin);

  // The institution's catalogue.
  const created = check('orgProductCreate', await call('POST', '/api/org/products', institution, { name: '高新技术企业认定辅导', category: '科技咨询', needs: ['高企认定辅导'], summary: '从体检到递交的全程辅导', description: '对照认定办法逐项体检，补齐知识产权与研发费用归集，代写申报材料。', priceMode: 'negotiable', price: null, deliveryDays: 60, deliverables: ['体检报告', '申报材料'], process: ['体检', '整改', '申报'] }), 200);
  const productId = (created.data as PortalSchemas['OrgProduct']).product.id;
  check('orgProductShelf', await call('POST', `/api/org/products/${productId}/shelf`, institution, { status: 'on_shelf' }), 409);
  const firstReview = (created.data as PortalSchemas['OrgProduct']).review?.id ?? 0;
  check('adminListingReviewList', await call('GET', '/api/admin/listing-reviews?state=pending&kind=product', admin), 200);
  check('adminListingReviewList', await call('GET', '/api/admin/listing-reviews', institution), 403);
  check('adminListingReviewDetail', await call('GET', `/api/admin/listing-reviews/${firstReview}`, admin), 200);
  check('adminListingReviewDetail', await call('GET', '/api/admin/listing-reviews/999999', admin), 404);
  check('adminListingReviewApprove', await call('POST', `/api/admin/listing-reviews/${firstReview}/approve`, admin, { expectedState: 'pending' }), 200);
  check('adminListingReviewApprove', await call('POST', `/api/admin/listing-reviews/${firstReview}/approve`, admin, {}), 409);
  check('adminOverview', await call('GET', '/api/admin/overview', admin), 200);
  check('adminOverview', await call('GET', '/api/admin/overview', institution), 403);
  check('orgProductCreate', await call('POST', '/api/org/products', institution, {}), 400);
  check('orgProductCreate', await call('POST', '/api/org/products', enterprise, {}), 403);
  check('orgProductDetail', await call('GET', `/api/org/products/${productId}`, institution), 200);
  check('orgProductDetail', await call('GET', `/api/org/products/${productId}`, enterprise), 403);
  check('orgProductUpdate', await call('PUT', `/api/org/products/${productId}`, institution, { name: '高新技术企业认定全程辅导', category: '科技咨询', needs: ['高企认定辅导'], summary: '从体检到递交的全程辅导', description: '对照认定办法逐项体检，补齐知识产权与研发费用归集，代写申报材料。', priceMode: 'fixed', price: 12000, deliveryDays: 60, deliverables: ['体检报告', '申报材料'], process: ['体检', '整改', '申报'] }), 200);
  check('orgProductUpdate', await call('PUT', '/api/org/products/999999', institution, { name: '高新技术企业认定全程辅导', category: '科技咨询', needs: [], summary: '从体检到递交的全程辅导', description: '对照认定办法逐项体检，补齐知识产权。', priceMode: 'negotiable', price: null, deliveryDays: 60, deliverables: ['体检报告'], process: [] }), 404);
  // The change waits for review; the operator approves it, so the catalogue shows the new price below.
  const changeReview = check('orgProductDetail', await call('GET', `/api/org/products/${productId}`, institution), 200).data as PortalSchemas['OrgProduct'];
  check('adminListingReviewReject', await call('POST', `/api/admin/listing-reviews/${changeReview.review?.id ?? 0}/reject`, admin, { reason: '请补充服务流程' }), 200);
  check('adminListingReviewReject', await call('POST', `/api/admin/listing-reviews/${changeReview.review?.id ?? 0}/reject`, admin, { reason: '重复驳回' }), 409);
  const resubmitted = await call('PUT', `/api/org/products/${productId}`, institution, { name: '高新技术企业认定全程辅导', category: '科技咨询', needs: ['高企认定辅导'], summary: '从体检到递交的全程辅导', description: '对照认定办法逐项体检，补齐知识产权与研发费用归集，代写申报材料。', priceMode: 'fixed', price: 12000, deliveryDays: 60, deliverables: ['体检报告', '申报材料'], process: ['体检', '整改', '申报', '复核'] });
  await call('POST', `/api/admin/listing-reviews/${body<Envelope<PortalSchemas['OrgProduct']>>(resubmitted).data.review?.id ?? 0}/approve`, admin, {});
  check('orgProductShelf', await call('POST', `/api/org/products/${productId}/shelf`, institution, { status: 'off_shelf' }), 200);
  check('orgProductShelf', await call('POST', `/api/org/products/${productId}/shelf`, institution, { status: 'on_shelf' }), 200);
  check('orgProductShelf', await call('POST', `/api/org/products/${productId}/shelf`, institution, { status: 'sold' }), 400);
  check('orgProductCoverUpload', await uploadTo(hosts, `/api/org/products/${productId}/cover`, institution, 'cover.png', SAMPLE_FILES.png), 200);
  check('orgProductCoverUpload', await uploadTo(hosts, `/api/org/products/${productId}/cover`, institution, 'cover.png', SAMPLE_FILES.pdf), 400);
  check('orgProductList', await call('GET', '/api/org/products?status=on_shelf', institution), 200);
  check('orgProductList', await call('GET', '/api/org/products', newcomer), 403);
  const spare = check('orgProductCreate', await call('POST', '/api/org/products', institution, { name: '商标注册代理', category: '知识产权', needs: ['商标注册'], summary: '检索、申请到拿证', description: '近似检索后提交商标注册申请，跟进到核准注册。', priceMode: 'fixed', price: 1200, deliveryDays: 20, deliverables: ['商标注册证'], process: [] }), 200);
  check('orgProductDelete', await call('DELETE', `/api/org/products/${(spare.data as PortalSchemas['OrgProduct']).product.id}`, institution), 200);
  check('orgProductDelete', await call('DELETE', '/api/org/products/999999', institution), 404);

  const caseInput = { title: '注塑企业高企认定一次通过', category: '科技咨询', clientIndustry: '橡胶和塑料制品业', summary: '补齐研发费用归集，一次通过认定', problem: '研发费用没有单独归集。', approach: '按项目重建研发台账并补充专利。', result: '当年通过高新技术企业认定。', completedOn: '2026-05-20', productId, consented: true, consentBy: '客户总经理 李某', consentOn: '2026-06-01', published: true };
  const caseCreated = check('orgCaseCreate', await call('POST', '/api/org/cases', institution, caseInput), 200);
  const caseId = (caseCreated.data as PortalSchemas['OrgCase']).case.id;
  await call('POST', `/api/admin/listing-reviews/${(caseCreated.data as PortalSchemas['OrgCase']).review?.id ?? 0}/approve`, admin, {});
  check('orgCaseCreate', await call('POST', '/api/org/cases', institution, { ...caseInput, consented: false, consentBy: null, consentOn: null }), 400);
  check('orgCaseList', await call('GET', '/api/org/cases', institution), 200);
  check('orgCaseList', await call('GET', '/api/org/cases', enterprise), 403);
  check('orgCaseDetail', await call('GET', `/api/org/cases/${caseId}`, institution), 200);
  check('orgCaseDetail', await call('GET', '/api/org/cases/999999', institution), 404);
  check('orgCaseUpdate', await call('PUT', `/api/org/cases/${caseId}`, institution, { ...caseInput, title: '注塑企业高企认定一次通过（2026）' }), 200);
  check('orgCaseUpdate', await call('PUT', '/api/org/cases/999999', institution, caseInput), 404);

  // The public catalogue.
  check('serviceInstitutionList', await call('GET', '/api/service/institutions?category=知识产权&orderBy=rating'), 200);
  check('serviceInstitutionList', await call('GET', '/api/service/institutions?minRating=9'), 400);
  const institutionId = (created.data as PortalSchemas['OrgProduct']).product.institutionId;
  check('serviceInstitutionDetail', await call('GET', `/api/service/institutions/${institutionId}`), 200);
  check('serviceInstitutionDetail', await call('GET', '/api/service/institutions/999999'), 404);
  check('serviceInstitutionReviews', await call('GET', `/api/service/institutions/${institutionId}/reviews`), 200);
  check('serviceInstitutionReviews', await call('GET', '/api/service/institutions/999999/reviews'), 404);
  check('serviceProductList', await call('GET', '/api/service/products?need=高企认定辅导&priceMode=fixed&orderBy=price&isAsc=asc'), 200);
  check('serviceProductList', await call('GET', '/api/service/products?priceMode=free'), 400);
  check('serviceProductsForNeeds', await call('GET', '/api/service/products/for-needs?needs=高企认定辅导,信用修复&regionCode=330108'), 200);
  check('serviceProductsForNeeds', await call('GET', '/api/service/products/for-needs?needs=,'), 400);
  check('serviceNeedList', await call('GET', '/api/service/needs'), 200);
  check('serviceProductDetail', await call('GET', `/api/service/products/${productId}`), 200);
  check('serviceProductDetail', await call('GET', '/api/service/products/999999'), 404);
  check('serviceProductCover', await call('GET', `/api/service/products/${productId}/cover`), 200);
  check('serviceProductCover', await call('GET', '/api/service/products/999999/cover'), 404);
  check('serviceProductReviews', await call('GET', `/api/service/products/${productId}/reviews`), 200);
  check('serviceProductReviews', await call('GET', '/api/service/products/999999/reviews'), 404);
  check('serviceCaseList', await call('GET', '/api/service/cases?category=科技咨询'), 200);
  check('serviceCaseList', await call('GET', '/api/service/cases?pageSize=0'), 400);
  check('serviceCaseDetail', await call('GET', `/api/service/cases/${caseId}`), 200);
  check('serviceCaseDetail', await call('GET', '/api/service/cases/999999'), 404);

  // An order from placement to review.
  check('serviceOrderCreate', await call('POST', '/api/service/orders', institution, { productId, requirements: '机构账号不能下单，这条需求应被拒绝。', contactName: '张', contactPhone: '13900139000' }), 403);
  const order = await placeOrder(hosts, enterprise, productId);
  check('serviceOrderCreate', await call('POST', '/api/service/orders', enterprise, { productId, requirements: '请尽快联系我们安排高企体检。', contactName: '王经理', contactPhone: '13800138000' }), 200);
  check('serviceOrderMine', await call('GET', '/api/service/orders/mine?status=pending', enterprise), 200);
  check('serviceOrderMine', await call('GET', '/api/service/orders/mine', institution), 403);
  const uploaded = check('serviceOrderFileUpload', await uploadTo(hosts, `/api/service/orders/${order.id}/files`, enterprise), 200);
  const requirementFile = (uploaded.data as PortalSchemas['ServiceOrder']).files[0]?.id ?? 0;
  check('serviceOrderFileUpload', await uploadTo(hosts, `/api/service/orders/${order.id}/files`, enterprise, 'run.exe', SAMPLE_FILES.exe), 400);
  check('serviceOrderFileDownload', await call('POST', `/api/service/orders/${order.id}/files/${requirementFile}/download`, institution), 200);
  check('serviceOrderFileDownload', await call('POST', `/api/service/orders/${order.id}/files/${requirementFile}/download`, newcomer), 404);
  check('orgOrderList', await call('GET', '/api/org/orders?status=pending', institution), 200);
  check('orgOrderList', await call('GET', '/api/org/orders', enterprise), 403);
  check('orgOrderDetail', await call('GET', `/api/org/orders/${order.id}`, institution), 200);
  check('orgOrderDetail', await call('GET', '/api/org/orders/999999', institution), 404);
  check('orgOrderStart', await call('POST', `/api/org/orders/${order.id}/start`, institution, {}), 409);
  check('orgOrderAccept', await call('POST', `/api/org/orders/${order.id}/accept`, institution, { expectedStatus: 'pending' }), 200);
  check('orgOrderAccept', await call('POST', `/api/org/orders/${order.id}/accept`, institution, {}), 409);
  check('serviceOrderFileDelete', await call('DELETE', `/api/service/orders/${order.id}/files/${requirementFile}`, enterprise), 409);
  check('serviceOrderCancel', await call('POST', `/api/service/orders/${order.id}/cancel`, enterprise, { reason: '不需要了' }), 409);
  check('orgOrderStart', await call('POST', `/api/org/orders/${order.id}/start`, institution, {}), 200);
  const delivery = check('orgOrderFileUpload', await uploadTo(hosts, `/api/org/orders/${order.id}/files`, institution, '交付清单.pdf'), 200);
  const deliveryFile = (delivery.data as PortalSchemas['ServiceOrder']).files.find((file) => file.kind === 'delivery')?.id ?? 0;
  check('orgOrderFileUpload', await uploadTo(hosts, `/api/org/orders/${order.id}/files`, enterprise, '交付清单.pdf'), 403);
  check('orgOrderFileDelete', await call('DELETE', `/api/org/orders/${order.id}/files/${deliveryFile}`, institution), 200);
  check('orgOrderFileDelete', await call('DELETE', `/api/org/orders/${order.id}/files/${deliveryFile}`, institution), 404);
  check('orgOrderDeliver', await call('POST', `/api/org/orders/${order.id}/deliver`, institution, {}), 400);
  check('orgOrderDeliver', await call('POST', `/api/org/orders/${order.id}/deliver`, institution, { note: '专利申请已递交，受理通知书见附件。' }), 200);
  check('serviceOrderReview', await call('POST', `/api/service/orders/${order.id}/review`, enterprise, REVIEW_INPUT), 409);
  check('serviceOrderConfirm', await call('POST', `/api/service/orders/${order.id}/confirm`, enterprise, {}), 200);
  check('serviceOrderConfirm', await call('POST', `/api/service/orders/${order.id}/confirm`, enterprise, {}), 409);
  check('serviceOrderDetail', await call('GET', `/api/service/orders/${order.id}`, enterprise), 200);
  check('serviceOrderDetail', await call('GET', `/api/service/orders/${order.id}`, await portalTokenFor(hosts, MARKET_ACCOUNTS.otherEnterprise)), 404);
  check('serviceOrderReview', await call('POST', `/api/service/orders/${order.id}/review`, enterprise, REVIEW_INPUT), 200);
  check('serviceOrderReviewUpdate', await call('PUT', `/api/service/orders/${order.id}/review`, enterprise, { ...REVIEW_INPUT, text: '补充：审查意见答复也很及时。' }), 200);
  check('serviceOrderReviewUpdate', await call('PUT', `/api/service/orders/${order.id}/review`, enterprise, { scores: { quality: 6 }, text: 'x' }), 400);
  check('serviceReviewMine', await call('GET', '/api/service/reviews/mine', enterprise), 200);
  check('serviceReviewMine', await call('GET', '/api/service/reviews/mine', institution), 403);

  const other = await placeOrder(hosts, enterprise, productId);
  check('orgOrderDecline', await call('POST', `/api/org/orders/${other.id}/decline`, institution, { reason: '本月排期已满' }), 200);
  check('orgOrderDecline', await call('POST', `/api/org/orders/${other.id}/decline`, institution, { reason: '本月排期已满' }), 409);
  const third = await placeOrder(hosts, enterprise, productId);
  const thirdFile = (body<Envelope<PortalSchemas['ServiceOrder']>>(await uploadTo(hosts, `/api/service/orders/${third.id}/files`, enterprise)).data).files[0]?.id ?? 0;
  check('serviceOrderFileDelete', await call('DELETE', `/api/service/orders/${third.id}/files/${thirdFile}`, enterprise), 200);
  check('serviceOrderCancel', await call('POST', `/api/service/orders/${third.id}/cancel`, enterprise, {}), 200);

  // A 面议 order: quoted, the quote declined, quoted again and accepted; a delivery refused, then accepted.
  const negotiable = check('orgProductCreate', await call('POST', '/api/org/products', institution, { name: '知识产权贯标辅导', category: '知识产权', needs: ['知识产权贯标'], summary: '按 GB/T 29490 建立管理体系', description: '诊断、制度编写、内审和认证陪审，按企业规模报价。', priceMode: 'negotiable', price: null, deliveryDays: 90, deliverables: ['管理手册'], process: [] }), 200);
  const negotiableId = (negotiable.data as PortalSchemas['OrgProduct']).product.id;
  await call('POST', `/api/admin/listing-reviews/${(negotiable.data as PortalSchemas['OrgProduct']).review?.id ?? 0}/approve`, admin, {});
  const withFiles = await placeOrderWithFiles(hosts, enterprise, negotiableId, [{ name: '管理现状.pdf', bytes: SAMPLE_FILES.pdf }]);
  const quotedOrder = check('serviceOrderCreate', withFiles, 200).data as PortalSchemas['ServiceOrder'];
  check('serviceOrderCreate', await placeOrderWithFiles(hosts, enterprise, negotiableId, [{ name: '说明.html', bytes: SAMPLE_FILES.html }]), 400);
  check('orgOrderQuote', await call('POST', `/api/org/orders/${quotedOrder.id}/quote`, institution, { price: 28000, note: '含诊断、体系文件和两次内审' }), 200);
  check('orgOrderQuote', await call('POST', `/api/org/orders/${quotedOrder.id}/quote`, institution, { price: 28000, note: '重复报价' }), 409);
  check('serviceOrderDeclineQuote', await call('POST', `/api/service/orders/${quotedOrder.id}/decline-quote`, enterprise, { reason: '希望控制在两万元以内' }), 200);
  check('serviceOrderDeclineQuote', await call('POST', `/api/service/orders/${quotedOrder.id}/decline-quote`, enterprise, {}), 400);
  await call('POST', `/api/org/orders/${quotedOrder.id}/quote`, institution, { price: 19800, note: '内审一次，其余不变' });
  check('serviceOrderAcceptQuote', await call('POST', `/api/service/orders/${quotedOrder.id}/accept-quote`, enterprise, { expectedStatus: 'quoted' }), 200);
  check('serviceOrderAcceptQuote', await call('POST', `/api/service/orders/${quotedOrder.id}/accept-quote`, enterprise, {}), 409);
  await call('POST', `/api/org/orders/${quotedOrder.id}/start`, institution, {});
  await call('POST', `/api/org/orders/${quotedOrder.id}/deliver`, institution, { note: '管理手册与程序文件已交付。' });
  check('serviceOrderRejectDelivery', await call('POST', `/api/service/orders/${quotedOrder.id}/reject-delivery`, enterprise, { reason: '程序文件缺少采购控制' }), 200);
  check('serviceOrderRejectDelivery', await call('POST', `/api/service/orders/${quotedOrder.id}/reject-delivery`, enterprise, { reason: '重复提交' }), 409);

  check('orgDashboard', await call('GET', '/api/org/dashboard', institution), 200);
  check('orgDashboard', await call('GET', '/api/org/dashboard', enterprise), 403);
  check('orgCaseDelete', await call('DELETE', `/api/org/cases/${caseId}`, institution), 200);
  check('orgCaseDelete', await call('DELETE', `/api/org/cases/${caseId}`, institution), 404);

  // Certification: a new institution applies, the operator decides.
  check('orgCertificationMine', await call('GET', '/api/org/certification', newcomer), 200);
  check('orgCertificationMine', await call('GET', '/api/org/certification', enterprise), 403);
  check('orgCertificationSave', await call('PUT', '/api/org/certification', newcomer, { name: '杭州知行检测技术有限公司', creditCode: makeCreditCode({ division: '330106', organizationBody: '71234567' }), legalPerson: '周明', regionCode: '330106', address: '杭州市西湖区文三路 90 号', serviceCategories: ['检验检测'], description: '从事电子电气产品安规与电磁兼容检测。', intro: '电子电气安规与电磁兼容检测', foundedYear: 2012, staffSize: '50-99 人', contactName: '周明', contactPhone: '13900139002', contactEmail: 'zhou@zhixing.example.cn', commitment: true }), 200);
  check('orgCertificationSave', await call('PUT', '/api/org/certification', newcomer, { regionCode: '12' }), 400);
  check('orgCertificationSubmit', await call('POST', '/api/org/certification/submit', newcomer), 400);
  const license = check('orgCertificationFileUpload', await uploadTo(hosts, '/api/org/certification/files', newcomer, '营业执照.pdf', SAMPLE_FILES.pdf, { slot: 'license' }), 200);
  check('orgCertificationFileUpload', await uploadTo(hosts, '/api/org/certification/files', newcomer, '证书.pdf', SAMPLE_FILES.pdf, { slot: 'certificate' }), 400);
  check('orgCertificationFileUpload', await uploadTo(hosts, '/api/org/certification/files', newcomer, 'CMA证书.pdf', SAMPLE_FILES.pdf, { slot: 'certificate', category: '检验检测' }), 200);
  const extra = check('orgCertificationFileUpload', await uploadTo(hosts, '/api/org/certification/files', newcomer, '旧证书.png', SAMPLE_FILES.png, { slot: 'certificate', category: '认证服务' }), 200);
  const extraId = (extra.data as PortalSchemas['CertificationApplication']).files.find((file) => file.category === '认证服务')?.id ?? 0;
  check('orgCertificationFileDelete', await call('DELETE', `/api/org/certification/files/${extraId}`, newcomer), 200);
  check('orgCertificationFileDelete', await call('DELETE', `/api/org/certification/files/${extraId}`, newcomer), 404);
  const application = check('orgCertificationSubmit', await call('POST', '/api/org/certification/submit', newcomer), 200).data as PortalSchemas['CertificationApplication'];
  check('orgCertificationSubmit', await call('POST', '/api/org/certification/submit', newcomer), 409);
  const licenseId = (license.data as PortalSchemas['CertificationApplication']).files[0]?.id ?? 0;
  check('certificationFileDownload', await call('POST', `/api/org/certification/${application.id}/files/${licenseId}/download`, admin), 200);
  check('certificationFileDownload', await call('POST', `/api/org/certification/${application.id}/files/${licenseId}/download`, enterprise), 403);
  check('adminCertificationList', await call('GET', '/api/admin/certifications?status=pending', admin), 200);
  check('adminCertificationList', await call('GET', '/api/admin/certifications', newcomer), 403);
  check('adminCertificationDetail', await call('GET', `/api/admin/certifications/${application.id}`, admin), 200);
  check('adminCertificationDetail', await call('GET', '/api/admin/certifications/999999', admin), 404);
  check('adminCertificationReject', await call('POST', `/api/admin/certifications/${application.id}/reject`, admin, { reason: '营业执照照片不清晰，请重新上传' }), 200);
  check('adminCertificationReject', await call('POST', `/api/admin/certifications/${application.id}/reject`, admin, { reason: '重复驳回' }), 409);
  check('orgCertificationSubmit', await call('POST', '/api/org/certification/submit', newcomer), 200);
  check('adminCertificationApprove', await call('POST', `/api/admin/certifications/${application.id}/approve`, admin, { publicFileIds: [licenseId] }), 400);
  const certificateId = application.files.find((file) => file.slot === 'certificate')?.id ?? 0;
  const certificateUrl = (fileId: number | string) => `/api/service/institutions/${application.institutionId}/certificates/${fileId}/download`;
  check('serviceInstitutionCertificateDownload', await call('POST', certificateUrl(certificateId)), 404);
  check('adminCertificationApprove', await call('POST', `/api/admin/certifications/${application.id}/approve`, admin, { publicFileIds: [certificateId] }), 200);
  check('adminCertificationApprove', await call('POST', `/api/admin/certifications/${application.id}/approve`, admin, { publicFileIds: [] }), 409);
  // The certificate made public opens for anyone; the licence does not, and a malformed id is refused.
  check('serviceInstitutionCertificateDownload', await call('POST', certificateUrl(certificateId)), 200);
  check('serviceInstitutionCertificateDownload', await call('POST', certificateUrl(licenseId)), 404);
  check('serviceInstitutionCertificateDownload', await call('POST', certificateUrl('abc')), 400);
}
