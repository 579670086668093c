import type { PortalComponents as components } from '@smes/contract-types';

type Schemas = components['schemas'];

/** 发明专利 / 实用新型 / 外观设计 / 软件著作权 / 商标. */
export type IpRecordKind = Schemas['IpRecordKind'];
export type IpRecordStatus = Schemas['IpRecordStatus'];
export type IpRecordInput = Schemas['IpRecordInput'];
export type IpRecord = Schemas['IpRecord'];
export type IpRecordList = Schemas['IpRecordList'];
export type IpLedgerCounts = Schemas['IpLedgerCounts'];
export type IpRecordRef = Schemas['IpRecordRef'];
