import type { MessageLink } from '@smes/api';
import { paths } from '../../app/paths';

/** Where opening a message leads; null when the message stands on its own. */
export function messageHref(link: MessageLink | null): string | null {
  if (link === null) return null;
  switch (link.kind) {
    case 'policy':
      return paths.policyNotice.policyDetail(link.id);
    case 'notice':
      return paths.declarationNotice.detail(link.id);
    case 'application':
      return paths.personalCenter.myApplicationProgress(link.id);
    case 'report':
      return paths.personalCenter.myReport.detail(link.id);
    case 'order':
      return paths.personalCenter.myOrder.detail(link.id);
    case 'certification':
      return paths.serviceAuthentication;
    // 我要对接 on a chain opportunity: the request's state is listed with the demands the enterprise responded to.
    case 'chain_contact':
      return paths.personalCenter.demand.list;
    // An institution's products and cases and the operator's reviews are worked on in the console.
    case 'product':
    case 'case':
    case 'listing_review':
      return null;
  }
}
