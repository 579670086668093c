import { chainDriveIndex, chinaToday, matchLedgerToChain } from '@smes/eligibility';
import type { ChainStage, EnterpriseLedger } from '@smes/eligibility';
import type { PortalSchemas } from '@smes/contract-types';
import type { Db } from '../db/database';
import { mapInOrder } from '../shared/in-order';

type ChainRow = { id: number; name: string; intro: string; region_name: string; local_supply_rate: number; supplier_smes: number; open_opportunities: number };
type SegmentRow = { id: number; chain_id: number; stage: ChainStage; name: string; industries: string; keywords: string };
type LeaderRow = { id: number; chain_id: number; name: string; region_name: string; stage: ChainStage; intro: string };
type OpportunityRow = {
  id: number;
  kind: 'demand' | 'supply';
  title: string;
  segment_name: string;
  publisher: string;
  region_name: string;
  deadline: string;
  detail: string;
};

/** An opportunity is open until the end of its deadline day (China time, as every date the portal shows). */
const todayInChina = chinaToday;

const CHAIN_SELECT = `SELECT c.id, c.name, c.intro, c.region_name, c.local_supply_rate, c.supplier_smes,
  (SELECT COUNT(*) FROM chain_opportunities o WHERE o.chain_id = c.id AND o.deadline >= @today) AS open_opportunities
  FROM industry_chains c`;

async function leaderNames(db: Db, chainId: number): Promise<string[]> {
  return ((await db.all('SELECT name FROM chain_leaders WHERE chain_id = ? ORDER BY id', chainId)) as { name: string }[]).map((row) => row.name);
}

async function toSummary(db: Db, row: ChainRow): Promise<PortalSchemas['IndustryChainSummary']> {
  const inputs = { localSupplyRate: row.local_supply_rate, supplierSmes: row.supplier_smes, openOpportunities: row.open_opportunities };
  return {
    id: row.id,
    name: row.name,
    intro: row.intro,
    regionName: row.region_name,
    leaders: await leaderNames(db, row.id),
    driveIndex: { value: chainDriveIndex(inputs), ...inputs },
  };
}

/** Every chain, the highest 带动指数 first. */
export async function listChains(db: Db, now: Date): Promise<PortalSchemas['IndustryChainSummary'][]> {
  const rows = (await db.all(`${CHAIN_SELECT} ORDER BY c.id`, { today: todayInChina(now) })) as ChainRow[];
  return (await mapInOrder(rows, async (row) => await toSummary(db, row))).sort((a, b) => b.driveIndex.value - a.driveIndex.value || a.id - b.id);
}

async function segmentsOf(db: Db, chainId: number): Promise<PortalSchemas['ChainSegment'][]> {
  const rows = (await db.all('SELECT id, chain_id, stage, name, industries, keywords FROM chain_segments WHERE chain_id = ? ORDER BY id', chainId)) as SegmentRow[];
  return rows.map((row) => ({
    id: row.id,
    stage: row.stage,
    name: row.name,
    industries: JSON.parse(row.industries) as string[],
    keywords: JSON.parse(row.keywords) as string[],
  }));
}

export async function findChain(db: Db, id: number, now: Date): Promise<PortalSchemas['IndustryChainDetail'] | undefined> {
  const today = todayInChina(now);
  const row = (await db.get(`${CHAIN_SELECT} WHERE c.id = @id`, { id, today })) as ChainRow | undefined;
  if (!row) return undefined;
  const leaders = (await db.all('SELECT id, chain_id, name, region_name, stage, intro FROM chain_leaders WHERE chain_id = ? ORDER BY id', id)) as LeaderRow[];
  const opportunities = (await db.all(`SELECT o.id, o.kind, o.title, s.name AS segment_name, o.publisher, o.region_name, o.deadline, o.detail
     FROM chain_opportunities o JOIN chain_segments s ON s.id = o.segment_id
     WHERE o.chain_id = @id AND o.deadline >= @today ORDER BY o.deadline, o.id`, { id, today })) as OpportunityRow[];
  return {
    ...await toSummary(db, row),
    segments: await segmentsOf(db, id),
    leaderDetails: leaders.map((leader) => ({ id: leader.id, name: leader.name, regionName: leader.region_name, stage: leader.stage, intro: leader.intro })),
    opportunities: opportunities.map((item) => ({
      id: item.id,
      kind: item.kind,
      title: item.title,
      segmentName: item.segment_name,
      publisher: item.publisher,
      regionName: item.region_name,
      deadline: item.deadline,
      detail: item.detail,
    })),
  };
}

/** The account's ledger against every chain (matchLedgerToChain holds the rule). */
export async function matchChains(db: Db, ledger: EnterpriseLedger): Promise<PortalSchemas['ChainMatch'][]> {
  const chains = (await db.all('SELECT id FROM industry_chains ORDER BY id')) as { id: number }[];
  return await mapInOrder(chains, async ({ id }) => ({ chainId: id, ...matchLedgerToChain(ledger, await segmentsOf(db, id)) }));
}

export type NewChain = {
  name: string;
  intro: string;
  regionName: string;
  localSupplyRate: number;
  supplierSmes: number;
  segments: { stage: ChainStage; name: string; industries: string[]; keywords: string[] }[];
  leaders: { name: string; regionName: string; stage: ChainStage; intro: string }[];
};

export type NewOpportunity = { segmentIndex: number; kind: 'demand' | 'supply'; title: string; publisher: string; regionName: string; deadline: string; detail: string };

/** Writes a chain with its segments and leaders; answers the chain's id and its segments' ids in order. */
export async function insertChain(db: Db, chain: NewChain): Promise<{ id: number; segmentIds: number[] }> {
  const id = Number(
    (await db.run('INSERT INTO industry_chains (name, intro, region_name, local_supply_rate, supplier_smes) VALUES (?, ?, ?, ?, ?) RETURNING id', chain.name, chain.intro, chain.regionName, chain.localSupplyRate, chain.supplierSmes)).lastInsertRowid,
  );
  const segmentIds = await mapInOrder(chain.segments, async (segment) =>
      Number(
        (await db.run('INSERT INTO chain_segments (chain_id, stage, name, industries, keywords) VALUES (?, ?, ?, ?, ?) RETURNING id', id, segment.stage, segment.name, JSON.stringify(segment.industries), JSON.stringify(segment.keywords))).lastInsertRowid,
      ));
  for (const leader of chain.leaders) {
    await db.run('INSERT INTO chain_leaders (chain_id, name, region_name, stage, intro) VALUES (?, ?, ?, ?, ?) RETURNING id', id, leader.name, leader.regionName, leader.stage, leader.intro);
  }
  return { id, segmentIds };
}

export async function insertOpportunity(db: Db, chainId: number, segmentId: number, item: Omit<NewOpportunity, 'segmentIndex'>): Promise<void> {
  await db.run(`INSERT INTO chain_opportunities (chain_id, segment_id, kind, title, publisher, region_name, deadline, detail)
     VALUES (@chainId, @segmentId, @kind, @title, @publisher, @regionName, @deadline, @detail)`, { chainId, segmentId, ...item });
}
