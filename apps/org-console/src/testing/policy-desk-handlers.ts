import type { SetupServer } from 'msw/node';
import type { PolicyDeskDetail, PortalUserInfo } from '@smes/api';
import { buildDictList, buildPolicyDeskDetail, buildRegionTree, buildUserInfo, okEnvelope, portalHandler } from '@smes/api/testing';

/** What a desk screen test changes between cases: the signed-in account and the record the server holds. */
export type DeskTestState = { userType: PortalUserInfo['userType']; detail: PolicyDeskDetail; requests: { path: string; body: unknown }[] };

export function deskTestState(detail: PolicyDeskDetail = buildPolicyDeskDetail()): DeskTestState {
  return { userType: 'admin', detail, requests: [] };
}

/**
 * The calls every desk screen makes besides its own: the account, the visit record, the header's unread count, the dictionaries and region
 * tree the editor names things with, and the rule-set catalogue.
 */
export function useDeskBackground(server: SetupServer, state: DeskTestState): void {
  server.use(
    portalHandler('post', '/api/report/view/record', () => ({ status: 200, body: okEnvelope(null) })),
    portalHandler('get', '/api/message/unread-count', () => ({ status: 200, body: okEnvelope({ count: 0 }) })),
    portalHandler('get', '/api/v1/user/info', () => ({ status: 200, body: okEnvelope(buildUserInfo({ userType: state.userType, username: 'admin', nickName: '平台运营' })) })),
    portalHandler('get', '/api/v1/region/tree', () => ({ status: 200, body: okEnvelope(buildRegionTree()) })),
    portalHandler('get', '/api/v1/dict/data/type/{type}', ({ params }) => {
      const type = String(params.type);
      if (type === 'policy_category') return { status: 200, body: okEnvelope(buildDictList(type, ['资金扶持', '税收优惠']).map((item) => ({ ...item, dictValue: item.dictLabel }))) };
      return { status: 200, body: okEnvelope(buildDictList(type, ['制造业', '信息传输、软件和信息技术服务业']).map((item, index) => ({ ...item, dictValue: index === 0 ? 'C' : 'I' }))) };
    }),
    portalHandler('get', '/api/admin/policy-desk/{id}', () => ({ status: 200, body: okEnvelope(state.detail) })),
  );
}
