import { SPECIALIZED_RULESET } from '@smes/rule-sets';
import { insertSchemeVersion } from '../domain/evaluation-schemes';
import type { SeedModule } from './seed-module';

/** 专精特新评测's scheme: the 2022 national standard (工信部企业〔2022〕63号) as the version in force. */
export const evaluationSchemesSeed: SeedModule = {
  name: 'evaluation-schemes',
  run: async ({ db }) => {
    await insertSchemeVersion(db, SPECIALIZED_RULESET);
  },
};
