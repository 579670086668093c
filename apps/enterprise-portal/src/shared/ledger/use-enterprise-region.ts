import { useLedger } from '@smes/api';
import { regionChain } from '@smes/eligibility';
import { useSession } from '@smes/session';

export type EnterpriseRegion =
  /** A visitor, or an enterprise whose ledger names no region: nothing to scope by. */
  | { status: 'none' }
  /** Signed in, ledger on its way: wait rather than show another region's items first. */
  | { status: 'pending' }
  /** The most precise registered region; lists ask for what applies to it (全国 and its chain). */
  | { status: 'ready'; code: string };

/** The signed-in enterprise's registered region, the scope of its home deadlines and default list filters. */
export function useEnterpriseRegion(): EnterpriseRegion {
  const { isLoggedIn } = useSession();
  const ledger = useLedger({ queryConfig: { enabled: isLoggedIn } });
  if (!isLoggedIn) return { status: 'none' };
  if (ledger.isPending) return { status: 'pending' };
  const code = regionChain(ledger.data?.ledger ?? {})
    .slice(1)
    .at(-1);
  return code ? { status: 'ready', code } : { status: 'none' };
}
