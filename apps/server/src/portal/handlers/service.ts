import type { FastifyRequest } from 'fastify';
import {
  CERTIFICATION_FILE_TYPES,
  findCertificationFile,
  findCertificationForReview,
  findMyCertification,
  deleteCertificationFile,
  listCertifications,
  reviewCertification,
  saveCertificationDraft,
  saveCertificationFile,
  submitCertification,
  CERTIFICATION_NOT_FOUND,
} from '../../domain/certifications';
import type { CertificationQueueQuery } from '../../domain/certifications';
import { findInstitutionByUser } from '../../domain/institutions';
import { checkMaterialFile } from '../../domain/material-files';
import { adminOverview } from '../../domain/admin-overview';
import { countPendingListings } from '../../domain/listing-revisions';
import { LISTING_REVIEW_NOT_FOUND, decideListingReview, findListingReview, listListingReviews } from '../../domain/listing-reviews';
import type { ListingQueueQuery } from '../../domain/listing-reviews';
import { countUnread } from '../../domain/messages';
import {
  CASE_NOT_FOUND,
  INSTITUTION_NOT_FOUND,
  PRODUCT_NOT_FOUND,
  findCaseDetail,
  findInstitutionCard,
  findInstitutionProfile,
  findPublicCertificateFile,
  findProductCard,
  findProductDetail,
  findVisibleCover,
  listCaseCards,
  listInstitutionCards,
  listNeedCounts,
  listProductCards,
  listReviews,
  productsForNeeds,
  ratingSummary,
} from '../../domain/service-catalog';
import type { CaseListQuery, InstitutionListQuery, ProductListQuery } from '../../domain/service-catalog';
import {
  ORDER_NOT_FOUND,
  countOrdersByStatus,
  createOrder,
  createReview,
  deleteOrderFile,
  findOrder,
  findOrderFile,
  listOpenOrders,
  listOrders,
  saveOrderFile,
  transitionOrder,
  updateReview,
} from '../../domain/service-orders';
import type { OrderListQuery, OrderViewer } from '../../domain/service-orders';
import {
  checkCover,
  countProducts,
  createCase,
  createProduct,
  deleteCase,
  deleteProduct,
  findOrgCase,
  findOrgProduct,
  listOrgCases,
  listOrgProducts,
  ORG_CASE_NOT_FOUND,
  ORG_PRODUCT_NOT_FOUND,
  saveProductCover,
  setProductShelf,
  updateCase,
  updateProduct,
} from '../../domain/service-org';
import { HttpError } from '../../http/http-error';
import { DomainError } from '../../shared/domain-error';
import { extensionOf, sendDownload } from '../download';
import { ok } from '../envelope';
import { uploadOf, uploadsOf } from '../multipart';
import { requireSession } from '../session';
import type { PortalSession } from '../session';
import { NOT_CERTIFIED_MESSAGE } from '../access';
import { regionParam } from './params';
import type { Handler, PortalDeps } from './types';
import type { PortalSchemas } from '@smes/contract-types';
import type { ValidQuery } from '../../contract/queries';
import type { OrderAction } from '@smes/service-rules';
import type { Db } from '../../db/database';

type IdParams = { id: number };
type FileParams = { id: number; fileId: number };

// Who may call each operation is the contract's `x-account-types`, checked before any handler runs
// (portal/access.ts); these only read the caller.

/** The enterprise placing or reviewing an order. */
function enterpriseSession(request: FastifyRequest): PortalSession & { enterpriseName: string } {
  const session = requireSession(request);
  return { ...session, enterpriseName: session.user.enterpriseName ?? session.user.nickName };
}

/** The caller's approved institution (`certifiedOrg` operations). */
async function institutionIdOf(db: Db, request: FastifyRequest): Promise<number> {
  const institution = await findInstitutionByUser(db, requireSession(request).user.id);
  if (!institution || institution.status !== 'approved') throw new HttpError(403, NOT_CERTIFIED_MESSAGE);
  return institution.id;
}

const MAX_NEEDS = 10;

/** Steps that must say why or what (the message the other party reads). */
const REQUIRED_NOTES: Partial<Record<OrderAction, string>> = {
  decline: '请填写拒绝原因',
  deliver: '请填写交付说明',
  quote: '请填写报价说明',
  decline_quote: '请填写不接受报价的原因',
  reject_delivery: '请填写拒绝验收的原因和需要修改的内容',
};

function parseNeeds(value: string): string[] {
  const needs = [...new Set(value.split(/[,，]/).map((need) => need.trim()).filter(Boolean))];
  if (needs.length === 0 || needs.length > MAX_NEEDS || needs.some((need) => [...need].length > 20)) {
    throw new HttpError(400, `参数 needs 不合法：须为 1-${MAX_NEEDS} 个逗号分隔的需求标签，每个不超过 20 个字`);
  }
  return needs;
}

export function serviceHandlers({ db, now }: PortalDeps): Record<string, Handler> {
  const enterpriseViewer = (request: FastifyRequest): OrderViewer => ({ role: 'enterprise', userId: enterpriseSession(request).user.id });
  const institutionViewer = async (request: FastifyRequest): Promise<OrderViewer> => ({ role: 'institution', institutionId: await institutionIdOf(db, request) });
  const transition = (viewerOf: (request: FastifyRequest) => OrderViewer | Promise<OrderViewer>, action: OrderAction, noteField?: 'reason' | 'note'): Handler =>
    async (request) => {
      const viewer = await viewerOf(request);
      const input = (request.body ?? {}) as { reason?: string; note?: string; price?: number; expectedStatus?: PortalSchemas['ServiceOrderStatus'] };
      const note = noteField ? (input[noteField] ?? null) : null;
      // These steps need their words (blank text is no text); a cancel may go without.
      const needsNote = REQUIRED_NOTES[action];
      if (needsNote && (note ?? '').trim().length < 2) throw new HttpError(400, needsNote);
      return ok(await transitionOrder(db, viewer, (request.params as IdParams).id, action, { note, price: input.price, expectedStatus: input.expectedStatus }, now()));
    };
  const checkedUpload = (request: FastifyRequest) => {
    const upload = uploadOf(request);
    return { ...checkMaterialFile(upload.name, upload.bytes), body: upload.bytes };
  };
  /** Every attachment of a new order, each checked by its bytes before anything is written; a refusal names the file. */
  const checkedUploads = (request: FastifyRequest) =>
    uploadsOf(request).map((upload) => {
      try {
        return { ...checkMaterialFile(upload.name, upload.bytes), body: upload.bytes };
      } catch (error) {
        if (error instanceof DomainError) throw new DomainError(error.kind, `附件「${upload.name}」未通过检查，订单未提交：${error.message}`);
        throw error;
      }
    });

  return {
    // ---- catalogue ----
    serviceInstitutionList: async (request) => {
      const query = request.query as InstitutionListQuery;
      return ok(await listInstitutionCards(db, query, await regionParam(db, query.regionCode)));
    },
    serviceInstitutionDetail: async (request) => {
      const profile = await findInstitutionProfile(db, (request.params as IdParams).id);
      if (!profile) throw new HttpError(404, INSTITUTION_NOT_FOUND);
      return ok(profile);
    },
    serviceInstitutionCertificateDownload: async (request, reply) => {
      const { id, fileId } = request.params as FileParams;
      const file = await findPublicCertificateFile(db, id, fileId);
      if (!file) throw new HttpError(404, '文件不存在');
      return sendDownload(reply, { asciiName: `institution-${id}-certificate-${fileId}${extensionOf(file.name)}`, name: file.name, contentType: file.contentType, body: file.body });
    },
    serviceInstitutionReviews: async (request) => {
      const { id } = request.params as IdParams;
      if (!await findInstitutionCard(db, id)) throw new HttpError(404, INSTITUTION_NOT_FOUND);
      return ok(await listReviews(db, { institutionId: id }, request.query as ValidQuery<'serviceInstitutionReviews', 'pageNum' | 'pageSize'>));
    },
    serviceProductList: async (request) => {
      const query = request.query as ProductListQuery;
      return ok(await listProductCards(db, query, await regionParam(db, query.regionCode)));
    },
    serviceProductsForNeeds: async (request) => {
      const query = request.query as ValidQuery<'serviceProductsForNeeds', 'limit'>;
      return ok(await productsForNeeds(db, parseNeeds(query.needs ?? ''), await regionParam(db, query.regionCode), query.limit));
    },
    serviceNeedList: async () => ok(await listNeedCounts(db)),
    serviceProductDetail: async (request) => {
      const detail = await findProductDetail(db, (request.params as IdParams).id);
      if (!detail) throw new HttpError(404, PRODUCT_NOT_FOUND);
      return ok(detail);
    },
    serviceProductCover: async (request, reply) => {
      const cover = await findVisibleCover(db, (request.params as IdParams).id);
      if (!cover) throw new HttpError(404, '封面图不存在');
      return reply.header('Content-Type', cover.contentType).header('X-Content-Type-Options', 'nosniff').header('Cache-Control', 'no-cache').send(cover.body);
    },
    serviceProductReviews: async (request) => {
      const { id } = request.params as IdParams;
      if (!await findProductCard(db, id)) throw new HttpError(404, PRODUCT_NOT_FOUND);
      return ok(await listReviews(db, { productId: id }, request.query as ValidQuery<'serviceProductReviews', 'pageNum' | 'pageSize'>));
    },
    serviceCaseList: async (request) => ok(await listCaseCards(db, request.query as CaseListQuery)),
    serviceCaseDetail: async (request) => {
      const detail = await findCaseDetail(db, (request.params as IdParams).id);
      if (!detail) throw new HttpError(404, CASE_NOT_FOUND);
      return ok(detail);
    },

    // ---- the enterprise's orders and reviews ----
    serviceOrderCreate: async (request) => {
      const { user, enterpriseName } = enterpriseSession(request);
      const files = checkedUploads(request);
      const order = await createOrder(db, { userId: user.id, enterpriseName }, request.body as PortalSchemas['ServiceOrderCreate'], now(), files);
      return ok(order, order.priceMode === 'fixed' ? '下单成功，等待机构确认' : '下单成功，等待机构报价');
    },
    serviceOrderMine: async (request) => ok(await listOrders(db, enterpriseViewer(request), request.query as OrderListQuery)),
    serviceOrderDetail: async (request) => {
      const order = await findOrder(db, enterpriseViewer(request), (request.params as IdParams).id);
      if (!order) throw new HttpError(404, ORDER_NOT_FOUND);
      return ok(order);
    },
    serviceOrderCancel: transition(enterpriseViewer, 'cancel', 'reason'),
    serviceOrderConfirm: transition(enterpriseViewer, 'confirm'),
    serviceOrderAcceptQuote: transition(enterpriseViewer, 'accept_quote'),
    serviceOrderDeclineQuote: transition(enterpriseViewer, 'decline_quote', 'reason'),
    serviceOrderRejectDelivery: transition(enterpriseViewer, 'reject_delivery', 'reason'),
    serviceOrderFileUpload: async (request) =>
      ok(await saveOrderFile(db, enterpriseViewer(request), (request.params as IdParams).id, checkedUpload(request), now()), '附件已上传'),
    serviceOrderFileDelete: async (request) => {
      const { id, fileId } = request.params as FileParams;
      return ok(await deleteOrderFile(db, enterpriseViewer(request), id, fileId, now()), '附件已删除');
    },
    serviceOrderFileDownload: async (request, reply) => {
      const { user } = requireSession(request);
      const { id, fileId } = request.params as FileParams;
      const viewers: OrderViewer[] = [{ role: 'enterprise', userId: user.id }];
      const institution = user.userType === 'org' ? await findInstitutionByUser(db, user.id) : undefined;
      if (institution) viewers.push({ role: 'institution', institutionId: institution.id });
      const file = await findOrderFile(db, viewers, id, fileId);
      return sendDownload(reply, { asciiName: `order-${id}-file-${fileId}${extensionOf(file.name)}`, name: file.name, contentType: file.contentType, body: file.body });
    },
    serviceOrderReview: async (request) => {
      const { user } = enterpriseSession(request);
      return ok(await createReview(db, user.id, (request.params as IdParams).id, request.body as PortalSchemas['ServiceReviewInput'], now()), '评价已发表');
    },
    serviceOrderReviewUpdate: async (request) => {
      const { user } = enterpriseSession(request);
      return ok(await updateReview(db, user.id, (request.params as IdParams).id, request.body as PortalSchemas['ServiceReviewInput'], now()), '评价已修改');
    },
    serviceReviewMine: async (request) => {
      const { user } = enterpriseSession(request);
      return ok(await listReviews(db, { userId: user.id }, request.query as ValidQuery<'serviceReviewMine', 'pageNum' | 'pageSize'>));
    },

    // ---- the institution console ----
    orgDashboard: async (request) => {
      const institutionId = await institutionIdOf(db, request);
      const { user } = requireSession(request);
      const institution = await findInstitutionCard(db, institutionId);
      if (!institution) throw new HttpError(403, NOT_CERTIFIED_MESSAGE);
      const counts = await countProducts(db, institutionId);
      return ok({
        institution,
        orderCounts: await countOrdersByStatus(db, institutionId),
        productsOnShelf: counts.onShelf,
        productsTotal: counts.total,
        casesPublic: counts.casesPublic,
        listingsPending: await countPendingListings(db, institutionId),
        rating: await ratingSummary(db, { institutionId }),
        recentReviews: (await listReviews(db, { institutionId }, { pageNum: 1, pageSize: 5 })).rows,
        recentOrders: await listOpenOrders(db, institutionId, 5),
        unreadMessages: await countUnread(db, user.id),
      });
    },
    orgOrderList: async (request) => ok(await listOrders(db, await institutionViewer(request), request.query as OrderListQuery)),
    orgOrderDetail: async (request) => {
      const order = await findOrder(db, await institutionViewer(request), (request.params as IdParams).id);
      if (!order) throw new HttpError(404, ORDER_NOT_FOUND);
      return ok(order);
    },
    orgOrderAccept: transition(institutionViewer, 'accept'),
    orgOrderDecline: transition(institutionViewer, 'decline', 'reason'),
    orgOrderQuote: transition(institutionViewer, 'quote', 'note'),
    orgOrderStart: transition(institutionViewer, 'start'),
    orgOrderDeliver: transition(institutionViewer, 'deliver', 'note'),
    orgOrderFileUpload: async (request) =>
      ok(await saveOrderFile(db, await institutionViewer(request), (request.params as IdParams).id, checkedUpload(request), now()), '交付文件已上传'),
    orgOrderFileDelete: async (request) => {
      const { id, fileId } = request.params as FileParams;
      return ok(await deleteOrderFile(db, await institutionViewer(request), id, fileId, now()), '交付文件已删除');
    },
    orgProductList: async (request) =>
      ok(await listOrgProducts(db, await institutionIdOf(db, request), request.query as ValidQuery<'orgProductList', 'pageNum' | 'pageSize'>)),
    orgProductCreate: async (request) =>
      ok(await createProduct(db, await institutionIdOf(db, request), request.body as PortalSchemas['ServiceProductInput'], now()), '产品已提交上架审核，审核通过后自动上架'),
    orgProductDetail: async (request) => {
      const product = await findOrgProduct(db, await institutionIdOf(db, request), (request.params as IdParams).id);
      if (!product) throw new HttpError(404, ORG_PRODUCT_NOT_FOUND);
      return ok(product);
    },
    orgProductUpdate: async (request) =>
      ok(
        await updateProduct(db, await institutionIdOf(db, request), (request.params as IdParams).id, request.body as PortalSchemas['ServiceProductInput'], now()),
        '修改已提交上架审核，通过前门户展示原内容',
      ),
    orgProductDelete: async (request) => {
      await deleteProduct(db, await institutionIdOf(db, request), (request.params as IdParams).id);
      return ok(null, '产品已删除');
    },
    orgProductShelf: async (request) => {
      const { status } = request.body as PortalSchemas['ServiceProductShelf'];
      return ok(await setProductShelf(db, await institutionIdOf(db, request), (request.params as IdParams).id, status, now()), status === 'on_shelf' ? '已上架' : '已下架');
    },
    orgProductCoverUpload: async (request) => {
      const institutionId = await institutionIdOf(db, request);
      const upload = uploadOf(request);
      const contentType = checkCover(upload.bytes);
      return ok(await saveProductCover(db, institutionId, (request.params as IdParams).id, { contentType, body: upload.bytes }, now()), '封面图已上传');
    },
    orgCaseList: async (request) => ok(await listOrgCases(db, await institutionIdOf(db, request), request.query as ValidQuery<'orgCaseList', 'pageNum' | 'pageSize'>)),
    orgCaseCreate: async (request) =>
      ok(await createCase(db, await institutionIdOf(db, request), request.body as PortalSchemas['ServiceCaseInput'], now()), '案例已保存'),
    orgCaseDetail: async (request) => {
      const found = await findOrgCase(db, await institutionIdOf(db, request), (request.params as IdParams).id);
      if (!found) throw new HttpError(404, ORG_CASE_NOT_FOUND);
      return ok(found);
    },
    orgCaseUpdate: async (request) =>
      ok(await updateCase(db, await institutionIdOf(db, request), (request.params as IdParams).id, request.body as PortalSchemas['ServiceCaseInput'], now()), '案例已保存'),
    orgCaseDelete: async (request) => {
      await deleteCase(db, await institutionIdOf(db, request), (request.params as IdParams).id);
      return ok(null, '案例已删除');
    },

    // ---- certification ----
    orgCertificationMine: async (request) => ok(await findMyCertification(db, requireSession(request).user.id)),
    orgCertificationSave: async (request) =>
      ok(await saveCertificationDraft(db, requireSession(request).user.id, request.body as PortalSchemas['CertificationDraft'], now()), '草稿已保存'),
    orgCertificationFileUpload: async (request) => {
      const { user } = requireSession(request);
      const { slot, category } = request.body as { slot: PortalSchemas['CertificationFile']['slot']; category?: PortalSchemas['ServiceCategory'] };
      if (slot === 'certificate' && !category) throw new HttpError(400, '请选择证书对应的服务类别');
      const upload = uploadOf(request);
      const checked = checkMaterialFile(upload.name, upload.bytes);
      if (!CERTIFICATION_FILE_TYPES.includes(checked.contentType)) throw new HttpError(400, '营业执照和资质证书仅支持 PDF 或 JPG/PNG 图片');
      return ok(
        await saveCertificationFile(db, user.id, { slot, category: slot === 'certificate' ? (category ?? null) : null, ...checked, body: upload.bytes }, now()),
        '文件已上传',
      );
    },
    orgCertificationFileDelete: async (request) =>
      ok(await deleteCertificationFile(db, requireSession(request).user.id, (request.params as { fileId: number }).fileId, now()), '文件已删除'),
    orgCertificationSubmit: async (request) => ok(await submitCertification(db, requireSession(request).user.id, now()), '已提交审核'),
    certificationFileDownload: async (request, reply) => {
      const { user } = requireSession(request);
      const { id, fileId } = request.params as FileParams;
      const file = await findCertificationFile(db, { userId: user.id, admin: user.userType === 'admin' }, id, fileId);
      return sendDownload(reply, { asciiName: `certification-${id}-file-${fileId}${extensionOf(file.name)}`, name: file.name, contentType: file.contentType, body: file.body });
    },
    adminOverview: async () => ok(await adminOverview(db)),
    adminListingReviewList: async (request) => {
      return ok(await listListingReviews(db, request.query as ListingQueueQuery));
    },
    adminListingReviewDetail: async (request) => {
      const review = await findListingReview(db, (request.params as IdParams).id);
      if (!review) throw new HttpError(404, LISTING_REVIEW_NOT_FOUND);
      return ok(review);
    },
    adminListingReviewApprove: async (request) => {
      const { user } = requireSession(request);
      const { expectedState } = (request.body ?? {}) as PortalSchemas['ListingDecision'];
      return ok(await decideListingReview(db, (request.params as IdParams).id, { approve: true }, user.nickName, now(), expectedState), '已通过');
    },
    adminListingReviewReject: async (request) => {
      const { user } = requireSession(request);
      const { reason } = request.body as PortalSchemas['ListingReject'];
      if (reason.trim().length < 2) throw new HttpError(400, '请填写驳回原因');
      return ok(await decideListingReview(db, (request.params as IdParams).id, { approve: false, reason }, user.nickName, now()), '已驳回');
    },
    adminCertificationList: async (request) => {
      return ok(await listCertifications(db, request.query as CertificationQueueQuery));
    },
    adminCertificationDetail: async (request) => {
      const application = await findCertificationForReview(db, (request.params as IdParams).id);
      if (!application) throw new HttpError(404, CERTIFICATION_NOT_FOUND);
      return ok(application);
    },
    adminCertificationApprove: async (request) => {
      const { publicFileIds } = request.body as PortalSchemas['CertificationApprove'];
      return ok(await reviewCertification(db, (request.params as IdParams).id, { approve: true, publicFileIds }, now()), '已通过');
    },
    adminCertificationReject: async (request) => {
      const { reason } = request.body as PortalSchemas['CertificationReject'];
      if (reason.trim().length < 2) throw new HttpError(400, '请填写驳回原因');
      return ok(await reviewCertification(db, (request.params as IdParams).id, { approve: false, reason }, now()), '已驳回');
    },
  };
}
