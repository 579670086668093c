import { describe, expect, it } from 'vitest';
import { DAY_MS } from '../clock';
import { openDatabase } from '../db/open-database';
import type { Db } from '../db/open-database';
import { declarationStatus } from '../domain/declarations';
import { verifyPassword } from '../domain/passwords';
import { TEST_START } from '../testing/test-hosts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './accounts';
import { isValidCreditCode } from './credit-code';
import { SEEDED_CLOSING_SOON, SEEDED_DECLARATION_COUNT } from './declarations';
import { SERVICE_CATEGORIES } from './dicts';
import { SEED_MODULES, seedDatabase } from './index';
import { SEEDED_INSTITUTION_COUNT } from './institutions';

function open(now = TEST_START): Db {
  return openDatabase(':memory:', () => now);
}

function snapshot(db: Db) {
  return {
    projects: db.prepare('SELECT id, project_name, dept_name, level, region_name, support_amount, start_time, end_time FROM declaration_projects ORDER BY id').all(),
    materials: db.prepare('SELECT project_id, seq, name FROM declaration_materials ORDER BY project_id, seq').all(),
    institutions: db.prepare('SELECT id, name, credit_code, region_name FROM institutions ORDER BY id').all(),
    organizations: db.prepare('SELECT id, name FROM notes_organizations ORDER BY id').all(),
    wikis: db.prepare('SELECT id, name, organization_id FROM notes_wikis ORDER BY id').all(),
    dicts: db.prepare('SELECT dict_code, dict_type, dict_value FROM dict_data ORDER BY dict_code').all(),
    users: db.prepare('SELECT id, username FROM users ORDER BY id').all(),
  };
}

describe('the seed', () => {
  it('is deterministic: two databases get the same ids, names and windows', () => {
    const first = open();
    const second = open();
    try {
      expect(snapshot(second)).toEqual(snapshot(first));
    } finally {
      first.close();
      second.close();
    }
  });

  it('runs each module once per database', () => {
    const db = open();
    try {
      expect(seedDatabase(db, TEST_START)).toEqual([]);
      expect((db.prepare('SELECT module FROM seed_runs ORDER BY module').all() as { module: string }[]).map((row) => row.module)).toEqual(
        SEED_MODULES.map((module) => module.name).sort(),
      );
      expect((db.prepare('SELECT COUNT(*) AS total FROM declaration_projects').get() as { total: number }).total).toBe(SEEDED_DECLARATION_COUNT);
    } finally {
      db.close();
    }
  });

  it('spreads the windows: ~40% open (some closing within 7 days), ~20% upcoming, ~40% closed', () => {
    for (const now of [TEST_START, new Date('2027-02-28T23:59:00.000Z')]) {
      const db = open(now);
      try {
        const rows = db.prepare('SELECT start_time, end_time FROM declaration_projects').all() as { start_time: string; end_time: string }[];
        const statuses = rows.map((row) => declarationStatus(row.start_time, row.end_time, now));
        expect(statuses.filter((status) => status === 'open')).toHaveLength(60);
        expect(statuses.filter((status) => status === 'not_started')).toHaveLength(30);
        expect(statuses.filter((status) => status === 'closed')).toHaveLength(60);
        const soon = rows.filter((row) => declarationStatus(row.start_time, row.end_time, now) === 'open' && Date.parse(row.end_time) - now.getTime() <= 7 * DAY_MS);
        expect(soon).toHaveLength(SEEDED_CLOSING_SOON);
      } finally {
        db.close();
      }
    }
  });

  it('writes realistic projects: unique names, null amounts only for 资质认定, matching regions', () => {
    const db = open();
    try {
      const rows = db.prepare('SELECT project_name, dept_name, level, region_name, category, support_amount, create_time, start_time FROM declaration_projects').all() as Record<string, string | number | null>[];
      expect(new Set(rows.map((row) => row['project_name'])).size).toBe(rows.length);
      for (const row of rows) {
        expect(row['support_amount'] === null).toBe(row['category'] === '资质认定');
        if (row['level'] === 'national') expect(row['region_name']).toBe('国家');
        if (row['level'] === 'provincial') expect(row['region_name']).toBe('浙江省');
        if (row['level'] === 'municipal') expect(String(row['region_name'])).toMatch(/市$/);
        if (row['level'] === 'district') expect(String(row['region_name'])).toMatch(/区$/);
        if (row['level'] !== 'national') expect(String(row['dept_name']).startsWith(String(row['region_name']))).toBe(true);
        expect(String(row['create_time']) <= TEST_START.toISOString()).toBe(true);
      }
      expect(new Set(rows.map((row) => row['level']))).toEqual(new Set(['national', 'provincial', 'municipal', 'district']));
      expect(new Set(rows.map((row) => row['category']))).toEqual(new Set(['资金扶持', '资质认定', '荣誉称号', '平台载体', '人才项目']));
    } finally {
      db.close();
    }
  });

  it('seeds ~40 certified institutions with valid credit codes and dictionary categories', () => {
    const db = open();
    try {
      const rows = db.prepare('SELECT credit_code, service_categories, status, user_id FROM institutions').all() as {
        credit_code: string;
        service_categories: string;
        status: string;
        user_id: number | null;
      }[];
      expect(rows.filter((row) => row.user_id === null && row.status === 'approved')).toHaveLength(SEEDED_INSTITUTION_COUNT);
      for (const row of rows) {
        expect(isValidCreditCode(row.credit_code), row.credit_code).toBe(true);
        for (const category of JSON.parse(row.service_categories) as string[]) expect(SERVICE_CATEGORIES).toContain(category);
      }
      expect(new Set(rows.map((row) => row.credit_code)).size).toBe(rows.length);
    } finally {
      db.close();
    }
  });

  it('seeds the demo accounts with salted scrypt hashes of Demo@2026', async () => {
    const db = open();
    try {
      const rows = db.prepare('SELECT username, phone, password_hash, notes_enabled FROM users ORDER BY id').all() as {
        username: string;
        phone: string | null;
        password_hash: string;
        notes_enabled: number;
      }[];
      expect(rows.map((row) => row.username)).toEqual(DEMO_ACCOUNTS.map((account) => account.username));
      expect(new Set(rows.map((row) => row.password_hash)).size).toBe(rows.length);
      await expect(verifyPassword(DEMO_PASSWORD, rows[0]?.password_hash ?? '')).resolves.toBe(true);
      await expect(verifyPassword('Demo@2025', rows[0]?.password_hash ?? '')).resolves.toBe(false);
      expect(rows.filter((row) => row.notes_enabled === 1).map((row) => row.username)).toEqual(['13800138000', '13800138001', '13800138002', '13900139000']);
    } finally {
      db.close();
    }
  });
});
