/**
 * The portal's own province: this is Zhejiang's portal (its sponsor and operator are Zhejiang's, SITE_OWNER). A
 * visitor is registered nowhere, so the home page's headlines (最新政策, 头条) come from here and from 全国. A module
 * of its own, so /home's prefetch in the first load takes the constant without the scope hooks.
 */
export const PORTAL_HOME_REGION = { code: '330000', name: '浙江省' } as const;
