/** What the 需求审核 screens say to an account that is not the platform operator. */
export const DEMAND_REVIEW_REFUSAL = { purpose: '需求审核仅对平台运营账号开放', other: '当前账号不能查看或审核企业发布的需求。' } as const;
