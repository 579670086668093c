import type { Db } from '../db/database';
import type { PortalSchemas } from '@smes/contract-types';

export function dictTypeExists(db: Db, dictType: string): boolean {
  return db.prepare('SELECT 1 FROM dict_types WHERE dict_type = ?').get(dictType) !== undefined;
}

export function listDictData(db: Db, dictType: string): PortalSchemas['DictData'][] {
  return db
    .prepare(
      `SELECT dict_code AS dictCode, dict_label AS dictLabel, dict_value AS dictValue, dict_sort AS dictSort,
         dict_type AS dictType, is_default AS isDefault
       FROM dict_data WHERE dict_type = ? ORDER BY dict_sort, dict_code`,
    )
    .all(dictType) as PortalSchemas['DictData'][];
}

export function isDictValue(db: Db, dictType: string, value: string): boolean {
  return db.prepare('SELECT 1 FROM dict_data WHERE dict_type = ? AND dict_value = ?').get(dictType, value) !== undefined;
}

export type NewDictItem = { label: string; value: string; isDefault?: boolean };

export function insertDictType(db: Db, dictType: string, dictName: string, items: NewDictItem[]): void {
  db.prepare('INSERT INTO dict_types (dict_type, dict_name) VALUES (?, ?)').run(dictType, dictName);
  const insert = db.prepare(
    'INSERT INTO dict_data (dict_type, dict_label, dict_value, dict_sort, is_default) VALUES (?, ?, ?, ?, ?)',
  );
  items.forEach((item, index) => {
    insert.run(dictType, item.label, item.value, index + 1, item.isDefault ? 'Y' : 'N');
  });
}
