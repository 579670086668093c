import { portalKeys } from '../../query-keys';
import { matchKeys } from '../match/keys';

/** Chains are public; the matches are computed from the account's ledger, so they sit under the ledger's key. */
export const marketChainKeys = {
  all: () => [...portalKeys.all, 'market', 'chain'] as const,
  list: () => [...marketChainKeys.all(), 'list'] as const,
  detail: (id: number) => [...marketChainKeys.all(), 'detail', id] as const,
  /** Follows the ledger: anything that invalidates the ledger's key invalidates the matches too. */
  matches: () => [...matchKeys.ledger(), 'chain-matches'] as const,
};
