import { bundledContract } from './bundle';
import { describe, expect, it } from 'vitest';
import { PORTAL_QUERY_LIMITS, PORTAL_SCHEMA_LIMITS } from './index';

type Limits = { maxLength?: number; pattern?: string; enum?: string[] };
/** The places of the document the assertions below compare with. */
type Portal = {
  components: {
    parameters: Record<'Keyword' | 'RegionCode', { schema: Limits }>;
    schemas: Record<'PolicyLevel' | 'Validity', Limits> & { LoginRequest: { properties: { username: Limits } } };
  };
};
const portal = bundledContract<Portal>('portal');

describe('the generated contract limits', () => {
  it('state the policy list query as portal.yaml does, with referenced parameters and schemas inlined', () => {
    expect(PORTAL_QUERY_LIMITS.policyList).toMatchObject({
      keyword: { maxLength: portal.components.parameters.Keyword.schema.maxLength },
      dept: { maxLength: 50 },
      category: { maxLength: 30 },
      industry: { pattern: '^[A-T]$' },
      regionCode: { pattern: portal.components.parameters.RegionCode.schema.pattern },
      level: { enum: portal.components.schemas.PolicyLevel.enum },
      validity: { enum: portal.components.schemas.Validity.enum },
      orderBy: { enum: ['relevance', 'publish_date', 'views'], default: 'relevance' },
    });
  });

  it('keep enum schemas whole and the limits of object schemas per property', () => {
    expect(PORTAL_SCHEMA_LIMITS.PolicyLevel.enum).toEqual(portal.components.schemas.PolicyLevel.enum);
    expect(PORTAL_SCHEMA_LIMITS.LoginRequest.username).toEqual(
      expect.objectContaining({ maxLength: portal.components.schemas.LoginRequest.properties.username.maxLength }),
    );
  });

  it('leave out operations and parameters that state no limit', () => {
    expect(Object.keys(PORTAL_QUERY_LIMITS)).not.toContain('policyDepartments');
    expect(PORTAL_QUERY_LIMITS.policyList).not.toHaveProperty('publishFrom.maxLength');
  });
});
