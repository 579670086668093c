import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matchForContract, prepareMatchable } from '@smes/eligibility';
import type { EnterpriseLedger } from '@smes/eligibility';
import type { Db } from '../db/database';
import { generatedLedgers } from '../testing/generated-ledgers';
import { openTestDatabase } from '../testing/test-database';
import { TEST_START } from '../testing/test-hosts';
import { mapInOrder } from '../shared/in-order';
import { findLedger, hasLedger } from './ledgers';
import { buildMatchReport, estimateFor, listMatchablePolicies, matchScope, recommend, valueNames } from './matching';

let db: Db;

beforeAll(async () => {
  db = await openTestDatabase(TEST_START);
});

afterAll(async () => {
  await db.close();
});

const digest = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex').slice(0, 16);

/**
 * The engine's answers, byte for byte, frozen before ADR 105 made it faster: every seeded matchable policy (in scope
 * or not) against the seeded ledgers and 48 generated ones all over the region tree, as 匹配推荐, 资金测算, a saved
 * report and the whole contract match (every condition row, its texts and key order) give them. A change that is
 * meant to change what the engine says updates these digests on purpose (`vitest -u`) and says so; a change meant to
 * be only faster must leave them as they are.
 */
describe('what the engine answers, byte for byte', () => {
  it('is the same for every seeded rule set over seeded and generated ledgers', { timeout: 300_000 }, async () => {
    const everything = prepareMatchable(await listMatchablePolicies(db));
    expect(everything.skipped).toBe(0);
    expect(everything.candidates.length).toBeGreaterThan(100);
    // The rule sets as parsed (what the browser's what-if receives and every row's basis comes from), key order too.
    expect(digest(everything.candidates.map((candidate) => candidate.ruleSet))).toMatchInlineSnapshot(`"f352e73489f5f1a9"`);
    const names = await valueNames(db);
    const seeded = (await mapInOrder((await db.all('SELECT user_id FROM ledgers ORDER BY user_id')) as { user_id: number }[], async (row) => (await findLedger(db, row.user_id)).ledger)).filter(hasLedger);
    const ledgers: EnterpriseLedger[] = [...seeded, ...(await generatedLedgers(db, 48, TEST_START, 105))];
    const digests: string[] = [];
    const verdicts = new Map<string, number>();
    let withMoney = 0;
    for (const ledger of ledgers) {
      const whole = matchForContract(everything, ledger, TEST_START, await matchScope(db, ledger), names);
      for (const match of whole.matches) verdicts.set(match.status, (verdicts.get(match.status) ?? 0) + 1);
      if (whole.estimate.optimistic > 0) withMoney += 1;
      digests.push(
        [
          digest(whole),
          digest(await recommend(db, ledger, TEST_START)),
          digest(await estimateFor(db, ledger, TEST_START)),
          digest(await buildMatchReport(db, ledger, '企业', TEST_START)),
        ].join(' '),
      );
    }
    // Not vacuous: every verdict occurs, and money is estimated for some ledgers.
    expect([...verdicts.keys()].sort()).toEqual(['eligible', 'held', 'incomplete', 'ineligible']);
    expect(withMoney).toBeGreaterThan(5);
    expect(digests).toMatchInlineSnapshot(`
      [
        "52e8b3d5f94994ce 36a8da7920be45e5 c69b983a376a28cd 90c94bf07c8e1635",
        "c0969adcb9a470f5 fde13ed0997681f5 d67085ca853c683e 6d9d27ca615b895f",
        "36ed0774755299d3 b5a654ebeec56a53 d67085ca853c683e 0684da3aa3730d95",
        "b7cf7ae2cd60b6dc 63ff2a22713590ec 3a142ad957556bbe e6f422faf2c28a84",
        "86cd3d82b697e8f3 ab7f3c690f68a744 3a142ad957556bbe fda9da9e6ee0bc5d",
        "9f73363b056c3979 53d05c7a9b24a6fe 3a142ad957556bbe d16e67d3917769aa",
        "10f12d7d6808aa26 cf26a4beab426925 3a142ad957556bbe 1a55fdc4e707183e",
        "64cbcc67dc1c6bdc ab7f3c690f68a744 3a142ad957556bbe 297de6ff1072ce42",
        "76a8c2a5e8b2e985 bceabc576c194c49 3a142ad957556bbe feda7937c4c080c1",
        "c86f854731777e7c dc5b3d192e00631f 3a142ad957556bbe e66d81647a430706",
        "fabaa98a3e7da704 1efe267a35204208 3a142ad957556bbe 0aa078ee656f2614",
        "959966235cdb7b45 53d05c7a9b24a6fe 3a142ad957556bbe 0fba7b60473c8ecb",
        "594070e8f423e91f d6b12d784b3f6354 7476c9bc13b3d48c 129aa0dda8d38800",
        "09595d8175864874 e0ab3d816125cf2b 3a142ad957556bbe bfe3ef623271cdfb",
        "2066556e0c16adf6 57b86ae43671b7f1 518d84e1bc28a587 18bd22ccf754081f",
        "be2a641a70fda7ed ad1e15ae1667ce28 3a142ad957556bbe 51b594a264ff0065",
        "64b9014e48fb094e 5a3f0a96b8826459 3a142ad957556bbe fb07a7478e4c278d",
        "d7490393ec3ccd61 ab7f3c690f68a744 3a142ad957556bbe fd23058425fc7a82",
        "2bdb7ba050296532 53d05c7a9b24a6fe 3a142ad957556bbe 4487d1cab7d36e9c",
        "66060d83f5cca932 ab7f3c690f68a744 3a142ad957556bbe f5df1d1c5888f4ed",
        "3624147c097d5689 e0ab3d816125cf2b 3a142ad957556bbe 1236b06434adfaf7",
        "f1556d34e6ecbd96 63ff2a22713590ec 3a142ad957556bbe 893e790f52354cd8",
        "12e4aaaea1cc6f05 ab056ec1350ef622 3a142ad957556bbe d8c57d6558cb249a",
        "de8964fcb93e3e36 517554e28924437a 3a142ad957556bbe 956181970e5f9f6a",
        "cb1afa9243dc268e 94624a90b8d6ce22 3a142ad957556bbe a9ea976dc3b5d517",
        "0f1107ec5eb50c54 a3b994eba6794732 3a142ad957556bbe 0d3f8bd42711ee59",
        "0e71fd963eeb66e5 1336d44beee45c29 518d84e1bc28a587 40591329bdfc891d",
        "72c6518a818b23bb 63ff2a22713590ec 3a142ad957556bbe 8649949da902210e",
        "e25a7978e031ca13 c0bf25029d1a5194 3a142ad957556bbe 61772fee97da0c6f",
        "2e25e6bae25e4c75 f152f0114875f231 c2a46f8155b16fd8 2d4ead5a30f27a69",
        "8e3bfe6760ed8fdf b8de6a80d1ac3f95 3a142ad957556bbe a44539b604fd5f26",
        "92f1eececadbb7da 6b46d4e0838e04e5 3a142ad957556bbe 2484beb8ef6c83ef",
        "16f3bb4e77cdd436 193cd5f22702459a 3a142ad957556bbe ce4b90cebd16dc6b",
        "169901ec540278a4 e3159d39549ecf9c 3cb02064478ab58b 4f8657e9b3fd513b",
        "d66f94d76f3ab74e 044fba43215c2e80 bbf7de1365455514 14df5d8866a962d2",
        "485d513e54031499 af618d68918ca51a e8936eaefc848215 7f68fc3000d89d79",
        "52433dfb9f653265 53d05c7a9b24a6fe 3a142ad957556bbe 73c804535693a2d1",
        "f665e09944af32d3 622237125e9d4f28 3a142ad957556bbe d207c90e7ad9163d",
        "e7f1b1a7c49ee276 70753413f24e5633 3a142ad957556bbe 34b382eed0e748eb",
        "f14860424ac2498b 36fac007b9c20e2a 518d84e1bc28a587 fabe6b9225a60322",
        "8667c9e0a8844ace 6feec9e00ae5d0b6 518d84e1bc28a587 578f01f31d8d341b",
        "f50d84f21c086495 82579051a9a2412e 518d84e1bc28a587 96c9cca80a18b623",
        "c894f531911e56b0 edb92627e8e5976f 3a142ad957556bbe 97334a80fa9956e9",
        "e8c0505c5b5e432a 26df05ceb42bd34c 518d84e1bc28a587 de03d0a3c350043c",
        "87a48ed512ab2080 42d931f72869324f 3a142ad957556bbe c413adbb13ba19e8",
        "ab0cf5cc47b0bc93 af618d68918ca51a e8936eaefc848215 433f15f47680d393",
        "08825bd8975a54a3 e4de3b15c09f6132 3a142ad957556bbe 86e872fd7096e4c8",
        "ce57c24ee598846c 371b258de25a431d 3a142ad957556bbe 7e09c6fefb7ebe30",
        "38b3630c897b19f1 6feec9e00ae5d0b6 518d84e1bc28a587 cb062c6a11481aa6",
        "e2235a58278096ab 6d3c4bc266be6abd 3a142ad957556bbe fc1e0cf6bb8c1a57",
      ]
    `);
  });
});
