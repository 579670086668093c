import type { EnterpriseLedger } from '@smes/eligibility';
import type { Db } from '../db/database';
import { mapInOrder } from '../shared/in-order';
import { saveLedger } from '../domain/ledgers';
import { insertUser } from '../domain/users';
import { makeCreditCode } from '../seed/credit-code';
import { yunqiLedger } from '../seed/ledgers';
import { createRng } from '../seed/prng';
import type { Rng } from '../seed/prng';

/**
 * Enterprises with generated ledgers, for the push-matching tests and benchmark. Each ledger
 * starts from 云栖's and is moved to a random district of the region tree, with numbers scaled, some fields
 * blanked and some facts flipped, so a scheme meets every verdict: 符合, 待核验, 不符合, undecided.
 */

type Place = { provinceCode: string; cityCode: string; districtCode: string };

async function districts(db: Db): Promise<Place[]> {
  return (await db.all(`SELECT d.code AS "districtCode", c.code AS "cityCode", d.province_code AS "provinceCode" FROM regions d
       JOIN regions c ON c.code = d.parent_code AND c.level = 'city' WHERE d.level = 'district' ORDER BY d.code`)) as Place[];
}

export function generatedLedger(rng: Rng, base: EnterpriseLedger, place: Place): EnterpriseLedger {
  const ledger: Record<string, unknown> = { ...base, ...place };
  const scale = 0.2 + rng.next() * 2;
  for (const [key, value] of Object.entries(ledger)) {
    if (key.endsWith('Code') || key === 'registeredAt') continue;
    if (rng.chance(0.12)) {
      ledger[key] = undefined;
      continue;
    }
    if (typeof value === 'number') ledger[key] = Math.round(value * scale * (0.7 + rng.next() * 0.6));
    else if (typeof value === 'boolean' && rng.chance(0.2)) ledger[key] = !value;
  }
  // Sometimes registered only down to the city, or in another province's city: scope must still hold.
  if (rng.chance(0.1)) ledger.districtCode = undefined;
  if (rng.chance(0.15)) ledger.registeredAt = `${2026 - rng.int(0, 12)}-0${rng.int(1, 9)}-1${rng.int(0, 9)}`;
  return Object.fromEntries(Object.entries(ledger).filter(([, value]) => value !== undefined)) as EnterpriseLedger;
}

/** `count` generated ledgers, placed like `insertGeneratedEnterprises` places them, without writing anything. */
export async function generatedLedgers(db: Db, count: number, now: Date, seed = 29): Promise<EnterpriseLedger[]> {
  const rng = createRng(seed);
  const places = await districts(db);
  const base = yunqiLedger(now);
  return Array.from({ length: count }, () => generatedLedger(rng, base, rng.pick(places)));
}

/** Inserts `count` enterprise accounts with generated ledgers (one transaction); answers their user ids. */
export async function insertGeneratedEnterprises(db: Db, count: number, now: Date, seed = 14): Promise<number[]> {
  const rng = createRng(seed);
  const places = await districts(db);
  const base = yunqiLedger(now);
  // 杭州市's districts often, so a 杭州 policy has many ledgers in scope.
  const hangzhou = places.filter((place) => place.cityCode === '330100');
  return await db.transaction(async () =>
    mapInOrder(Array.from({ length: count }, (_, index) => index), async (index) => {
      const user = await insertUser(
              db,
              { username: `gen-${seed}-${index}`, phone: null, passwordHash: 'x', nickName: `生成企业${index}`, userType: 'enterprise', enterpriseName: `生成企业${index}`, notesEnabled: false },
              now,
            );
      const place = rng.chance(0.5) && hangzhou.length > 0 ? rng.pick(hangzhou) : rng.pick(places);
      // A credit code belongs to one account: each enterprise gets its own, not 云栖's.
      const creditCode = makeCreditCode({ division: place.districtCode, organizationBody: `${String(seed % 100).padStart(2, '0')}${String(index).padStart(6, '0')}` });
      await saveLedger(db, user.id, { ...generatedLedger(rng, base, place), creditCode }, now);
      return user.id;
    }));
}
