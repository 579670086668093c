import { html } from '../../http/html';
import type { SafeHtml } from '../../http/html';
import { SSO_BRAND, renderDocument } from './layout';

export type AgreementPageProps = {
  /** The register form to return to, when the page was opened from it with an allowed backUrl. */
  registerHref?: string;
};

/** Shown on both pages and by the register form, so the consent names the version it refers to. */
export const AGREEMENTS_EFFECTIVE_DATE = '2026年1月1日';

type Section = { heading: string; paragraphs: string[] };

const USER_AGREEMENT: Section[] = [
  {
    heading: '一、协议的范围',
    paragraphs: [
      '本协议是您与中小企业服务门户（以下简称“平台”）之间关于注册、登录和使用统一身份认证账号及平台各项服务的约定。您勾选同意并完成注册，即表示您已阅读并接受本协议。',
    ],
  },
  {
    heading: '二、账号注册与使用',
    paragraphs: [
      '您应以真实、准确的企业或服务机构信息注册，一个手机号只能注册一个账号。账号与密码由您自行保管，因保管不善造成的损失由您自行承担。',
      '发现账号被他人使用时，请立即通过“忘记密码”重置密码，并联系平台客服。',
    ],
  },
  {
    heading: '三、使用规范',
    paragraphs: [
      '您不得利用平台发布虚假申报材料、冒用他人身份，或以技术手段干扰平台运行。平台发现违规行为时，可视情节暂停或注销相关账号。',
    ],
  },
  {
    heading: '四、服务说明',
    paragraphs: [
      '平台提供的政策解读、匹配结果与测算仅供参考，申报结果以主管部门的审核为准。平台会尽力保障服务连续，但因系统维护或不可抗力造成的中断，平台将及时公告。',
    ],
  },
  {
    heading: '五、协议的变更与联系方式',
    paragraphs: [
      '本协议变更时，平台将在登录页公告并在您下次登录时提示。对本协议有疑问，可拨打服务热线 0571-12345 或通过门户“意见反馈”联系我们。',
    ],
  },
];

const PRIVACY_POLICY: Section[] = [
  {
    heading: '一、我们收集的信息',
    paragraphs: [
      '注册时：手机号、密码（仅保存不可逆的摘要）、企业或机构名称与账号类型。使用时：您主动填写的企业台账、申报记录，以及为安全目的记录的登录时间与网络地址。',
    ],
  },
  {
    heading: '二、信息的用途',
    paragraphs: [
      '用于身份认证、为您匹配政策与申报项目、发送您订阅的消息，以及防范账号被盗用。我们不会将您的信息用于本政策以外的目的。',
    ],
  },
  {
    heading: '三、信息的共享',
    paragraphs: [
      '仅在您主动打开协同文档撰写申报材料时，向协同文档服务提供您的手机号以完成登录；除法律法规要求外，我们不会向其他第三方提供您的个人信息。',
    ],
  },
  {
    heading: '四、保存与保护',
    paragraphs: [
      '信息保存在中华人民共和国境内，保存期限为提供服务所必需的期间。我们采取访问控制、传输加密和登录限流等措施保护您的信息。',
    ],
  },
  {
    heading: '五、您的权利',
    paragraphs: [
      '您可以查阅、更正您的信息，也可以注销账号。行使这些权利或投诉，请拨打服务热线 0571-12345，我们将在 15 个工作日内答复。',
    ],
  },
];

function renderAgreement(heading: string, sections: Section[], { registerHref }: AgreementPageProps): string {
  const body: SafeHtml = html`<article class="card wide">
<h1>${heading}</h1>
<p class="muted">生效日期：${AGREEMENTS_EFFECTIVE_DATE}</p>
${sections.map(
  (section) => html`<h2>${section.heading}</h2>
${section.paragraphs.map((paragraph) => html`<p>${paragraph}</p>`)}`,
)}
${registerHref ? html`<p class="links"><a href="${registerHref}">返回注册</a></p>` : ''}
</article>`;
  return renderDocument({ title: `统一身份认证 - ${heading}`, brand: SSO_BRAND, body });
}

export function renderUserAgreementPage(props: AgreementPageProps): string {
  return renderAgreement('用户协议', USER_AGREEMENT, props);
}

export function renderPrivacyPolicyPage(props: AgreementPageProps): string {
  return renderAgreement('隐私政策', PRIVACY_POLICY, props);
}
