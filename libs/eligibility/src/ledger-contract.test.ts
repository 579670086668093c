import { bundledContract } from '@smes/contract-types/bundle';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { EnterpriseLedger } from './ledger';
import type { ContractLedger, TypesEqual } from './ledger-contract';
import { LEDGER_MATCHES_CONTRACT } from './ledger-contract';
import { LEDGER_FIELD_KEYS } from './ledger-fields';

const portal = bundledContract<{ components: { schemas: { EnterpriseLedger: { properties: Record<string, unknown> } } } }>('portal');

describe('the engine ledger and the contract ledger', () => {
  it('are one type (checked by typecheck; the constant only exists if it holds)', () => {
    expectTypeOf<EnterpriseLedger>().toEqualTypeOf<ContractLedger>();
    expect(LEDGER_MATCHES_CONTRACT).toBe(true);
  });

  it('tell a drifted ledger apart, so the check can fail', () => {
    expectTypeOf<TypesEqual<EnterpriseLedger, ContractLedger & { luck?: number | null }>>().toEqualTypeOf<false>();
    expectTypeOf<TypesEqual<EnterpriseLedger, Omit<ContractLedger, 'rdStaff'>>>().toEqualTypeOf<false>();
    expectTypeOf<TypesEqual<{ a?: string }, { a: string | undefined }>>().toEqualTypeOf<false>();
    // @ts-expect-error a ledger with a retyped field is not the contract's
    const drifted: TypesEqual<Omit<EnterpriseLedger, 'nicheYears'> & { nicheYears?: string | null }, ContractLedger> = true;
    expect(drifted).toBe(true);
  });

  it('have a form field for every property portal.yaml declares, and no other', () => {
    const declared = Object.keys(portal.components.schemas.EnterpriseLedger.properties).sort();
    expect([...LEDGER_FIELD_KEYS].sort()).toEqual(declared);
  });
});
