import type { Db } from './open-database';

type Migration = (db: Db) => void;

/**
 * Append-only: migration N brings `PRAGMA user_version` from N to N + 1. Never edit a shipped
 * migration; add the next one, because developers keep their `.data` database across restarts.
 */
const migrations: Migration[] = [
  (db) => {
    db.exec(`
      CREATE TABLE users (
        id INTEGER PRIMARY KEY,
        username TEXT NOT NULL UNIQUE,
        phone TEXT UNIQUE,
        password_hash TEXT NOT NULL,
        nick_name TEXT NOT NULL,
        user_type TEXT NOT NULL CHECK (user_type IN ('enterprise', 'org')),
        enterprise_name TEXT,
        notes_enabled INTEGER NOT NULL DEFAULT 0,
        created_at TEXT NOT NULL
      );

      CREATE TABLE portal_tokens (
        token TEXT PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users (id),
        created_at TEXT NOT NULL,
        expires_at TEXT NOT NULL,
        revoked_at TEXT
      );
      CREATE INDEX portal_tokens_user ON portal_tokens (user_id);

      CREATE TABLE notes_keys (
        key TEXT PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users (id),
        created_at TEXT NOT NULL,
        expires_at TEXT NOT NULL,
        used_at TEXT
      );

      CREATE TABLE notes_tokens (
        token TEXT PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users (id),
        created_at TEXT NOT NULL,
        expires_at TEXT NOT NULL
      );

      CREATE TABLE notes_organizations (
        id TEXT PRIMARY KEY,
        name TEXT NOT NULL,
        description TEXT,
        owner_id INTEGER REFERENCES users (id),
        personal INTEGER NOT NULL CHECK (personal IN (0, 1)),
        created_at TEXT NOT NULL
      );

      CREATE TABLE notes_members (
        organization_id TEXT NOT NULL REFERENCES notes_organizations (id),
        user_id INTEGER NOT NULL REFERENCES users (id),
        role TEXT NOT NULL CHECK (role IN ('owner', 'member')),
        PRIMARY KEY (organization_id, user_id)
      );
      CREATE INDEX notes_members_user ON notes_members (user_id);

      CREATE TABLE notes_wikis (
        id TEXT PRIMARY KEY,
        organization_id TEXT NOT NULL REFERENCES notes_organizations (id),
        name TEXT NOT NULL,
        description TEXT,
        sort INTEGER NOT NULL,
        created_at TEXT NOT NULL
      );
      CREATE INDEX notes_wikis_organization ON notes_wikis (organization_id, sort);

      CREATE TABLE institutions (
        id INTEGER PRIMARY KEY,
        user_id INTEGER UNIQUE REFERENCES users (id),
        name TEXT NOT NULL UNIQUE,
        credit_code TEXT NOT NULL UNIQUE,
        service_categories TEXT NOT NULL,
        region_name TEXT NOT NULL,
        contact_name TEXT NOT NULL,
        contact_phone TEXT NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('pending', 'approved', 'rejected')),
        reject_reason TEXT,
        submitted_at TEXT NOT NULL,
        reviewed_at TEXT
      );
      CREATE INDEX institutions_status ON institutions (status);

      CREATE TABLE declaration_projects (
        id INTEGER PRIMARY KEY,
        project_name TEXT NOT NULL,
        dept_name TEXT NOT NULL,
        level TEXT NOT NULL CHECK (level IN ('national', 'provincial', 'municipal', 'district')),
        region_name TEXT NOT NULL,
        category TEXT NOT NULL,
        support_amount REAL,
        support_desc TEXT NOT NULL,
        start_time TEXT NOT NULL,
        end_time TEXT NOT NULL,
        create_time TEXT NOT NULL,
        view_count INTEGER NOT NULL DEFAULT 0,
        tags TEXT NOT NULL,
        summary TEXT NOT NULL,
        policy_basis TEXT NOT NULL,
        contact TEXT NOT NULL,
        conditions TEXT NOT NULL,
        batches TEXT NOT NULL,
        procedure TEXT NOT NULL
      );
      CREATE INDEX declaration_projects_create_time ON declaration_projects (create_time);
      CREATE INDEX declaration_projects_end_time ON declaration_projects (end_time);
      CREATE INDEX declaration_projects_level ON declaration_projects (level);

      CREATE TABLE declaration_materials (
        project_id INTEGER NOT NULL REFERENCES declaration_projects (id),
        seq INTEGER NOT NULL,
        material_key TEXT NOT NULL,
        name TEXT NOT NULL,
        required INTEGER NOT NULL CHECK (required IN (0, 1)),
        description TEXT NOT NULL,
        PRIMARY KEY (project_id, seq)
      );

      CREATE TABLE dict_types (
        dict_type TEXT PRIMARY KEY,
        dict_name TEXT NOT NULL
      );

      CREATE TABLE dict_data (
        dict_code INTEGER PRIMARY KEY,
        dict_type TEXT NOT NULL REFERENCES dict_types (dict_type),
        dict_label TEXT NOT NULL,
        dict_value TEXT NOT NULL,
        dict_sort INTEGER NOT NULL,
        is_default TEXT NOT NULL CHECK (is_default IN ('Y', 'N')),
        UNIQUE (dict_type, dict_value)
      );

      CREATE TABLE view_records (
        id INTEGER PRIMARY KEY,
        type TEXT NOT NULL,
        user_id INTEGER REFERENCES users (id),
        created_at TEXT NOT NULL
      );

      CREATE TABLE feedback (
        id INTEGER PRIMARY KEY,
        user_id INTEGER REFERENCES users (id),
        feedback_type TEXT NOT NULL,
        content TEXT NOT NULL,
        contact TEXT,
        page_url TEXT,
        created_at TEXT NOT NULL
      );

      CREATE TABLE seed_runs (
        module TEXT PRIMARY KEY,
        seeded_at TEXT NOT NULL
      );
    `);
  },
];

export const SCHEMA_VERSION = migrations.length;

export function migrate(db: Db): void {
  const current = db.pragma('user_version', { simple: true }) as number;
  if (current > migrations.length) {
    throw new Error(
      `Database schema version ${current} is newer than this server (${migrations.length}); delete the file or update the code`,
    );
  }
  for (let version = current; version < migrations.length; version += 1) {
    const migration = migrations[version];
    if (!migration) continue;
    db.transaction(() => {
      migration(db);
      // PRAGMA takes no bound parameters; the value is our own loop counter.
      db.pragma(`user_version = ${version + 1}`);
    })();
  }
}
