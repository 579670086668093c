import type { Db } from '../db/database';
import type { PortalSchemas } from '@smes/contract-types';

/** What waits for the operator in each review queue: the numbers the console's 工作台 links to. */
export async function adminOverview(db: Db): Promise<PortalSchemas['AdminOverview']> {
  return (await db.get(`SELECT (SELECT COUNT(*) FROM certifications WHERE status = 'pending') AS "certificationsPending",
              (SELECT COUNT(*) FROM listing_reviews WHERE state = 'pending') AS "listingsPending",
              (SELECT COUNT(*) FROM market_demands WHERE stage = 'pending') AS "demandsPending",
              (SELECT COUNT(*) FROM applications WHERE status = 'submitted') AS "applicationsSubmitted",
              (SELECT COUNT(*) FROM chain_contact_requests WHERE state IN ('submitted', 'contacted')) AS "chainContactsOpen"`)) as PortalSchemas['AdminOverview'];
}
