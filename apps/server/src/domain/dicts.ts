import type { Db } from '../db/database';
import type { PortalSchemas } from '@smes/contract-types';
import { forEachInOrder } from '../shared/in-order';

export async function dictTypeExists(db: Db, dictType: string): Promise<boolean> {
  return await db.get('SELECT 1 FROM dict_types WHERE dict_type = ?', dictType) !== undefined;
}

export async function listDictData(db: Db, dictType: string): Promise<PortalSchemas['DictData'][]> {
  return (await db.all(`SELECT dict_code AS "dictCode", dict_label AS "dictLabel", dict_value AS "dictValue", dict_sort AS "dictSort",
         dict_type AS "dictType", is_default AS "isDefault"
       FROM dict_data WHERE dict_type = ? ORDER BY dict_sort, dict_code`, dictType)) as PortalSchemas['DictData'][];
}

export async function isDictValue(db: Db, dictType: string, value: string): Promise<boolean> {
  return await db.get('SELECT 1 FROM dict_data WHERE dict_type = ? AND dict_value = ?', dictType, value) !== undefined;
}

export type NewDictItem = { label: string; value: string; isDefault?: boolean };

export async function insertDictType(db: Db, dictType: string, dictName: string, items: NewDictItem[]): Promise<void> {
  await db.run('INSERT INTO dict_types (dict_type, dict_name) VALUES (?, ?)', dictType, dictName);
  const insert = 'INSERT INTO dict_data (dict_type, dict_label, dict_value, dict_sort, is_default) VALUES (?, ?, ?, ?, ?)';
  await forEachInOrder(items, async (item, index) => {
      await db.run(insert, dictType, item.label, item.value, index + 1, item.isDefault ? 'Y' : 'N');
    });
}
