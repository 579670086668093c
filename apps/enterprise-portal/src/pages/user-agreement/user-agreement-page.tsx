import { PASSWORD_RULE } from '@smes/api';
import { LegalDocument } from '../../shared/legal/legal-document';
import type { LegalSection } from '../../shared/legal/legal-document';
import { SITE_OWNER } from '../../shared/legal/site-owner';

const SECTIONS: readonly LegalSection[] = [
  {
    heading: '一、协议的范围',
    paragraphs: [
      `本协议是您与中小企业服务门户（以下简称“门户”，由${SITE_OWNER.sponsor}主办、${SITE_OWNER.operator}运营）之间关于使用门户各项服务的约定，适用于找政策、智能匹配、项目申报、找服务、AI 助手、资讯和个人中心等功能。您注册或登录门户，即表示您已阅读并接受本协议和《隐私政策》。`,
    ],
  },
  {
    heading: '二、账号',
    paragraphs: [
      '您应以真实、准确的企业或服务机构信息注册，一个手机号只能注册一个账号。账号仅供本企业或本机构使用，不得转让、出借。',
      `密码须为 ${PASSWORD_RULE.text}（与修改密码时的规则相同）。请妥善保管密码；发现账号被他人使用时，请立即在“账号设置”中修改密码或退出所有设备，并联系客服。`,
    ],
  },
  {
    heading: '三、企业档案与申报',
    paragraphs: [
      '您填写的企业档案和提交的申报材料应真实、完整、合法，并对其真实性负责。提供虚假材料骗取财政资金的，将依法承担法律责任，门户将配合主管部门调查。',
      '门户展示的政策原文、申报通知和公示信息来自各级主管部门；政策解读、智能匹配结果、补贴测算和 AI 助手的回答是依据公开政策和您的档案作出的参考，不构成审批承诺，申报结果以主管部门的审核决定为准。',
    ],
  },
  {
    heading: '四、找服务',
    paragraphs: [
      '服务机构经门户审核认证后入驻，其服务产品、报价和案例由机构自行发布并负责。您与服务机构之间的服务合同关系由双方自行约定；门户提供订单记录、文件往来和评价，帮助双方留存依据。',
      '评价应基于真实的服务经历，不得发布侮辱、诽谤或与服务无关的内容；违反的，门户可隐藏该评价。',
    ],
  },
  {
    heading: '五、使用规范',
    paragraphs: ['使用门户时，您不得：'],
    items: [
      '冒用他人身份或企业信息注册、申报；',
      '发布违法、虚假或侵害他人合法权益的内容；',
      '以爬虫、脚本或其他技术手段批量抓取数据、干扰门户运行或绕过安全措施；',
      '利用 AI 助手生成或传播违法信息。',
    ],
  },
  {
    heading: '六、服务的变更与中断',
    paragraphs: [
      '门户会尽力保障服务连续、稳定。因系统维护升级需要中断服务的，将提前在门户公告；因不可抗力或网络运营商原因造成的中断，门户将及时公告并尽快恢复。',
    ],
  },
  {
    heading: '七、违约处理',
    paragraphs: ['您违反本协议的，门户可视情节采取提醒、删除相关内容、限制功能、暂停或注销账号等措施，并保留依法追究责任的权利。'],
  },
  {
    heading: '八、协议的变更、适用法律与联系方式',
    paragraphs: [
      '本协议变更时，门户将在登录页公告并在您下次登录时提示；您继续使用即视为接受变更后的协议。',
      `本协议适用中华人民共和国法律。因本协议产生的争议，双方应协商解决；协商不成的，可向门户运营单位所在地有管辖权的人民法院提起诉讼。对本协议有疑问，请拨打服务热线 ${SITE_OWNER.hotline}（${SITE_OWNER.hotlineHours}）或通过门户“意见反馈”联系我们。`,
    ],
  },
];

/** 用户协议: the terms of use of the portal. */
export default function UserAgreementPage() {
  return <LegalDocument title="用户协议" subtitle="使用中小企业服务门户前，请仔细阅读本协议" effectiveDate="2026年11月24日" sections={SECTIONS} />;
}
