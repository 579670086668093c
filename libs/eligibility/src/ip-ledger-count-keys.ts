/** The ledger fields the 知识产权台账 decides once it holds any record. */
export type IpLedgerCounts = {
  inventionPatents: number;
  utilityModels: number;
  designPatents: number;
  softwareCopyrights: number;
  trademarks: number;
  ipClass1: number;
  ipClass2: number;
};

/** The ledger fields a 知识产权台账 decides once it holds a record: the forms show them read-only then. */
export const IP_LEDGER_COUNT_KEYS = [
  'inventionPatents',
  'utilityModels',
  'designPatents',
  'softwareCopyrights',
  'trademarks',
  'ipClass1',
  'ipClass2',
] as const satisfies readonly (keyof IpLedgerCounts)[];
