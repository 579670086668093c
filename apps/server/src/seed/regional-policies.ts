import { insertPolicy } from '../domain/policies';
import { REGIONAL_CORPUS_PLAN, draftPolicies } from './policies';
import { seedPolicyRules } from './rule-sets';
import type { SeedModule } from './seed-module';

/**
 * The regional corpus as a module of its own, run after every other: the library's earlier
 * records, their ids and everything later modules drew for them (notices, interpretations, rule sets) stay
 * exactly as they were, and a database seeded before gets the corpus on its next start. Its policies get
 * rule sets at the library's usual share, so they take part in matching and in 区域对比's estimate.
 */
export const regionalPoliciesSeed: SeedModule = {
  name: 'regional-policies',
  async run({ db, rng, now }) {
    const taken = new Set(((await db.all('SELECT title FROM policies')) as { title: string }[]).map((row) => row.title));
    const firstId = (((await db.get('SELECT MAX(id) AS id FROM policies')) as { id: number | null }).id ?? 0) + 1;
    const drafts = await draftPolicies(db, rng, now, REGIONAL_CORPUS_PLAN, taken, new Map());
    // Ids follow publication order within the corpus, as they do in the rest of the library.
    drafts.sort((a, b) => a.publishDate.localeCompare(b.publishDate));
    for (const draft of drafts) await insertPolicy(db, draft);
    // The regional documents back no declaration project: no project rule set to take over.
    await seedPolicyRules(db, rng, new Map(), firstId);
  },
};
