import Alert from '@mui/material/Alert';
import { MarkAllReadButton, MessageInbox } from '@smes/shell';
import type { MessageLink } from '@smes/api';
import { useSession } from '@smes/session';
import { PageContainer, PageHeader } from '@smes/ui';
import { paths } from '../../app/paths';

/**
 * Where a message leads in the console, for the account reading it: an institution opens its order, product, case
 * or certification; the operator the review it is asked to make. Messages about the portal's own items stand alone.
 */
export function consoleMessageHref(link: MessageLink | null, userType: string | undefined): string | null {
  if (link === null) return null;
  const operator = userType === 'admin';
  switch (link.kind) {
    case 'order':
      return paths.orderManage.detail(link.id);
    case 'product':
      return paths.productManage.edit(link.id);
    case 'case':
      return paths.successCases.detail(link.id);
    case 'certification':
      return operator ? paths.certificationReview.detail(link.id) : paths.authentication.detail;
    case 'listing_review':
      return operator ? paths.listingReview.detail(link.id) : null;
    case 'application':
      return operator ? paths.applicationReview.detail(link.id) : null;
    // The enterprise follows its 我要对接 in the portal; the operator works the queue.
    case 'chain_contact':
      return operator ? paths.chainContacts : null;
    case 'policy':
    case 'notice':
    case 'report':
      return null;
  }
}

/** 消息中心: the orders, reviews and decisions that concern this account, from the other party or the platform. */
export default function MessageCenterPage() {
  const { userInfo, isLoggedIn } = useSession();
  return (
    <PageContainer>
      <PageHeader
        title="消息中心"
        subtitle="企业下单、报价答复、验收结果、上架审核和入驻审核的结果都会发到这里，点击消息可直接处理"
        breadcrumbs={[{ label: '工作台', to: paths.home }, { label: '消息中心' }]}
        actions={isLoggedIn ? <MarkAllReadButton /> : undefined}
      />
      {isLoggedIn ? (
        <MessageInbox
          hrefOf={(link) => consoleMessageHref(link, userInfo?.userType)}
          emptyAll={{ title: '暂无消息', description: '新订单、企业的答复和平台的审核结果会发到这里。' }}
        />
      ) : (
        <Alert severity="info">请先在工作台登录，再查看消息。</Alert>
      )}
    </PageContainer>
  );
}
