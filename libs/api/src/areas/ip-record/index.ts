export { ipRecordKeys } from './keys';
export type { IpLedgerCounts, IpRecord, IpRecordInput, IpRecordKind, IpRecordList, IpRecordRef, IpRecordStatus } from './types';
export { getIpRecords, ipRecordsQueryOptions, useIpRecords } from './get-ip-records';
export type { UseIpRecordsOptions } from './get-ip-records';
export { refreshAfterIpChange, saveIpRecord, useSaveIpRecord } from './save-ip-record';
export type { IpRecordSaveResult } from './save-ip-record';
export { deleteIpRecord, useDeleteIpRecord } from './delete-ip-record';
