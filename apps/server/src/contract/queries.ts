import type { PortalOperations, PortalQuery } from '@smes/contract-types';

/**
 * A portal operation's query as its handler receives it: validated against portal.yaml, whose
 * defaults the validator fills in, so the parameters named in `Defaults` are always present.
 */
export type ValidQuery<Op extends keyof PortalOperations, Defaults extends keyof PortalQuery<Op> = never> = Omit<PortalQuery<Op>, Defaults> &
  Required<Pick<PortalQuery<Op>, Defaults>>;
