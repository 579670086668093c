import { HIGH_TECH_MEASURES_TEXT } from '@smes/rule-sets';
import { replacePolicyText } from '../domain/policies';
import type { SeedModule } from './seed-module';

/** 《高新技术企业认定管理办法》 as published (its text lives with the scheme that encodes it, in @smes/rule-sets). */
export const HIGH_TECH_IDENTIFICATION = HIGH_TECH_MEASURES_TEXT;

/** Runs after the generated policies: replaces the national document's generated wording with the real one. */
export const authoritativeTextsSeed: SeedModule = {
  name: 'authoritative-texts',
  async run({ db }) {
    const { title, docNo, writtenDate, effectiveDate, content } = HIGH_TECH_IDENTIFICATION;
    const row = (await db.get(`SELECT id FROM policies WHERE title = ? AND level = 'national' ORDER BY id LIMIT 1`, title)) as { id: number } | undefined;
    if (row) await replacePolicyText(db, row.id, { docNo, writtenDate, effectiveDate, content });
  },
};
