import type { Db } from '../db/database';
import { insertMessage } from './messages';
import type { MessageLink } from './messages';
import { findRegion, isWithin, placeOf } from './regions';
import type { PortalSchemas } from '@smes/contract-types';
import { bookTitle, regionChain, regionContains } from '@smes/eligibility';
import type { RegionPlace } from '@smes/eligibility';
import { someInOrder, filterInOrder } from '../shared/in-order';

export const EMPTY_SUBSCRIPTION: PortalSchemas['Subscription'] = {
  categories: [],
  regionCodes: [],
  industries: [],
  notifyPolicies: false,
  notifyNotices: false,
  // Policies that find their enterprise need no subscription: on until the enterprise turns it off.
  notifyMatches: true,
};

type SubscriptionRow = {
  user_id: number;
  categories: string;
  region_codes: string;
  industries: string;
  notify_policies: number;
  notify_notices: number;
  notify_matches: number;
};

function toSubscription(row: SubscriptionRow): PortalSchemas['Subscription'] {
  return {
    categories: JSON.parse(row.categories) as string[],
    regionCodes: JSON.parse(row.region_codes) as string[],
    industries: JSON.parse(row.industries) as string[],
    notifyPolicies: row.notify_policies === 1,
    notifyNotices: row.notify_notices === 1,
    notifyMatches: row.notify_matches === 1,
  };
}

/**
 * The saved subscription; without one, the enterprise's region scope: its most precise
 * registered region, which reaches the publications of that region and of every region containing it.
 */
export async function findSubscription(db: Db, userId: number, place: RegionPlace = {}): Promise<PortalSchemas['Subscription']> {
  const row = (await db.get('SELECT * FROM subscriptions WHERE user_id = ?', userId)) as SubscriptionRow | undefined;
  if (row) return toSubscription(row);
  const own = regionChain(place).slice(1).at(-1);
  return own ? { ...EMPTY_SUBSCRIPTION, regionCodes: [own] } : EMPTY_SUBSCRIPTION;
}

export async function saveSubscription(db: Db, userId: number, subscription: PortalSchemas['Subscription'], now: Date): Promise<void> {
  await db.run(`INSERT INTO subscriptions (user_id, categories, region_codes, industries, notify_policies, notify_notices, notify_matches, updated_at)
     VALUES (@userId, @categories, @regionCodes, @industries, @notifyPolicies, @notifyNotices, @notifyMatches, @updatedAt)
     ON CONFLICT (user_id) DO UPDATE SET categories = excluded.categories, region_codes = excluded.region_codes,
       industries = excluded.industries, notify_policies = excluded.notify_policies,
       notify_notices = excluded.notify_notices, notify_matches = excluded.notify_matches, updated_at = excluded.updated_at`, {
    userId,
    categories: JSON.stringify(subscription.categories),
    regionCodes: JSON.stringify(subscription.regionCodes),
    industries: JSON.stringify(subscription.industries),
    notifyPolicies: subscription.notifyPolicies ? 1 : 0,
    notifyNotices: subscription.notifyNotices ? 1 : 0,
    notifyMatches: subscription.notifyMatches ? 1 : 0,
    updatedAt: now.toISOString(),
  });
}

/** What a newly published policy or notice is about, for matching against subscriptions. */
export type Publication = {
  kind: 'policy' | 'notice';
  id: number;
  title: string;
  issuer: string;
  level: PortalSchemas['PolicyLevel'];
  regionCode: string;
  category: string | null;
  industries: string[];
};

/**
 * Whether a publication issued for `publicationRegion` concerns a subscriber of `subscribedRegion`: the
 * subscribed region itself and every division below it (杭州市 covers 余杭区, never 温州市 or 台州市), and the
 * publications that apply there by the region scope (`regionContains`: 全国, its province, its city). A
 * national publication therefore reaches every region subscriber, as the subscription page says.
 */
export async function regionCovers(db: Db, subscribedRegion: string, publicationRegion: string): Promise<boolean> {
  if (await isWithin(db, publicationRegion, subscribedRegion)) return true;
  const subscribed = await findRegion(db, subscribedRegion);
  return subscribed !== undefined && regionContains(publicationRegion, await placeOf(db, subscribed));
}

/** An empty list subscribes to everything of that kind; a chosen list must contain the publication's value. */
export async function subscriptionMatches(db: Db, subscription: PortalSchemas['Subscription'], publication: Publication): Promise<boolean> {
  const wanted = publication.kind === 'policy' ? subscription.notifyPolicies : subscription.notifyNotices;
  if (!wanted) return false;
  if (subscription.categories.length > 0 && (publication.category === null || !subscription.categories.includes(publication.category))) return false;
  if (subscription.regionCodes.length > 0 && !await someInOrder(subscription.regionCodes, async (code) => await regionCovers(db, code, publication.regionCode))) {
    return false;
  }
  if (
    subscription.industries.length > 0 &&
    publication.industries.length > 0 &&
    !publication.industries.some((industry) => subscription.industries.includes(industry))
  ) {
    return false;
  }
  return true;
}

type PublicationRow = { id: number; title: string; issuer: string; level: PortalSchemas['PolicyLevel']; region_code: string; category: string; industries: string };

/** A stored policy or notice as the publication subscriptions are matched against (seed checks, tests). */
export async function publicationOf(db: Db, link: MessageLink): Promise<Publication | undefined> {
  // The table name comes from this closed union, never from input.
  const table = link.kind === 'policy' ? 'policies' : link.kind === 'notice' ? 'notices' : undefined;
  if (!table) return undefined;
  const row = (await db.get(`SELECT id, title, issuer, level, region_code, category, industries FROM ${table} WHERE id = ?`, link.id)) as PublicationRow | undefined;
  if (!row) return undefined;
  return {
    kind: link.kind === 'policy' ? 'policy' : 'notice',
    id: row.id,
    title: row.title,
    issuer: row.issuer,
    level: row.level,
    regionCode: row.region_code,
    category: row.category === '' ? null : row.category,
    industries: JSON.parse(row.industries) as string[],
  };
}

/** The message a subscriber receives about a publication: the same words on publish and in the seed. */
export function publicationMessage(publication: Publication): { type: Publication['kind']; title: string; content: string; link: MessageLink } {
  const noun = publication.kind === 'policy' ? '政策' : '申报通知';
  return {
    type: publication.kind,
    title: `新${noun}：${publication.title}`,
    content: `${publication.issuer}发布了${noun}${bookTitle(publication.title)}，符合您订阅的条件。`,
    link: { kind: publication.kind, id: publication.id },
  };
}

/** The users whose saved subscription matches a publication, by user id. */
export async function matchingSubscribers(db: Db, publication: Publication): Promise<number[]> {
  const rows = (await db.all('SELECT * FROM subscriptions WHERE notify_policies = 1 OR notify_notices = 1 ORDER BY user_id')) as SubscriptionRow[];
  return (await filterInOrder(rows, async (row) => await subscriptionMatches(db, toSubscription(row), publication))).map((row) => row.user_id);
}

/** One message per matching subscriber; answers how many were notified. */
export async function notifySubscribers(db: Db, publication: Publication, now: Date): Promise<number> {
  const users = await matchingSubscribers(db, publication);
  for (const userId of users) await insertMessage(db, { userId, ...publicationMessage(publication) }, now);
  return users.length;
}
