import type { PortalSchemas } from '@smes/contract-types';
import type { EnterpriseLedger } from './ledger';

/** portal.yaml's `EnterpriseLedger`: what the API carries. */
export type ContractLedger = PortalSchemas['EnterpriseLedger'];

/**
 * True when A and B are the same type: same keys, same optionality, same value types (mutual
 * assignability is not enough, since it lets an optional key stand for a missing one).
 */
export type TypesEqual<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;

/**
 * The engine's ledger and the contract's are one type, so a ledger crosses the API without a cast.
 * A field added to, removed from or retyped in only one of them turns this into `false`, and
 * typecheck fails here (ADR 4: the schema and the library move together).
 */
export const LEDGER_MATCHES_CONTRACT: TypesEqual<EnterpriseLedger, ContractLedger> = true;
