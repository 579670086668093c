import { portalKeys } from '../../query-keys';
import { adminKeys } from '../listing-review/keys';
import { matchKeys } from '../match/keys';
import type { ChainContactQueueQuery, MyChainContactQuery } from './types';

/** Chains are public; the matches are computed from the account's ledger, so they sit under the ledger's key. */
export const marketChainKeys = {
  all: () => [...portalKeys.all, 'market', 'chain'] as const,
  list: () => [...marketChainKeys.all(), 'list'] as const,
  detail: (id: number) => [...marketChainKeys.all(), 'detail', id] as const,
  /** Follows the ledger: anything that invalidates the ledger's key invalidates the matches too. */
  matches: () => [...matchKeys.ledger(), 'chain-matches'] as const,
  /** The enterprise's own 我要对接 requests: under the signed-in user, so a logout clears them. */
  myContacts: () => [...portalKeys.user(), 'market', 'chain-contacts'] as const,
  myContactList: (query: MyChainContactQuery) => [...marketChainKeys.myContacts(), query] as const,
  /** The operator's relay queue, beside the other review queues. */
  contactQueue: () => [...adminKeys.all(), 'chain-contacts'] as const,
  contactQueueList: (query: ChainContactQueueQuery) => [...marketChainKeys.contactQueue(), query] as const,
};
