import { docNoKey } from '@smes/policy-desk';
import type { Db } from './database';
import { fillNameKeys, nameKey } from './name-keys';

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
  (db) => {
    // SQLite cannot alter a CHECK constraint, so users is rebuilt to admit the platform operator.
    // With deferred foreign keys the re-inserted rows satisfy every reference before the commit.
    db.pragma('defer_foreign_keys = ON');
    db.exec(`
      CREATE TEMP TABLE users_before_v2 AS SELECT * FROM users;
      DROP TABLE users;
      CREATE TABLE users (
        id INTEGER PRIMARY KEY,
        username TEXT NOT NULL UNIQUE,
        phone TEXT UNIQUE,
        password_hash TEXT NOT NULL,
        nick_name TEXT NOT NULL,
        user_type TEXT NOT NULL CHECK (user_type IN ('enterprise', 'org', 'admin')),
        enterprise_name TEXT,
        notes_enabled INTEGER NOT NULL DEFAULT 0,
        created_at TEXT NOT NULL
      );
      INSERT INTO users (id, username, phone, password_hash, nick_name, user_type, enterprise_name, notes_enabled, created_at)
        SELECT id, username, phone, password_hash, nick_name, user_type, enterprise_name, notes_enabled, created_at
        FROM users_before_v2;
      DROP TABLE users_before_v2;

      CREATE TABLE regions (
        code TEXT PRIMARY KEY,
        name TEXT NOT NULL,
        level TEXT NOT NULL CHECK (level IN ('province', 'city', 'district')),
        parent_code TEXT REFERENCES regions (code),
        province_code TEXT NOT NULL,
        sort INTEGER NOT NULL,
        comparable INTEGER NOT NULL DEFAULT 0 CHECK (comparable IN (0, 1))
      );
      CREATE INDEX regions_parent ON regions (parent_code, sort);

      CREATE TABLE policies (
        id INTEGER PRIMARY KEY,
        title TEXT NOT NULL,
        doc_no TEXT NOT NULL,
        issuer TEXT NOT NULL,
        level TEXT NOT NULL CHECK (level IN ('national', 'provincial', 'municipal', 'district')),
        region_code TEXT NOT NULL,
        province_code TEXT,
        city_code TEXT,
        region_name TEXT NOT NULL,
        category TEXT NOT NULL,
        industries TEXT NOT NULL,
        validity TEXT NOT NULL CHECK (validity IN ('valid', 'repealed')),
        written_date TEXT NOT NULL,
        publish_date TEXT NOT NULL,
        effective_date TEXT NOT NULL,
        repeal_date TEXT,
        content TEXT NOT NULL,
        body TEXT NOT NULL,
        view_count INTEGER NOT NULL DEFAULT 0,
        support_amount REAL,
        patent_subsidies TEXT,
        rule_set TEXT,
        created_at TEXT NOT NULL
      );
      CREATE INDEX policies_publish_date ON policies (publish_date);
      CREATE INDEX policies_view_count ON policies (view_count);
      CREATE INDEX policies_province ON policies (province_code, city_code);
      CREATE INDEX policies_region ON policies (region_code);
      CREATE INDEX policies_category ON policies (category);

      CREATE VIRTUAL TABLE policy_fts USING fts5(title, doc_no, issuer, body, tokenize = 'trigram');

      CREATE TABLE policy_attachments (
        id INTEGER PRIMARY KEY,
        policy_id INTEGER NOT NULL REFERENCES policies (id),
        seq INTEGER NOT NULL,
        name TEXT NOT NULL,
        body TEXT NOT NULL,
        size INTEGER NOT NULL
      );
      CREATE INDEX policy_attachments_policy ON policy_attachments (policy_id, seq);

      CREATE TABLE policy_favorites (
        user_id INTEGER NOT NULL REFERENCES users (id),
        policy_id INTEGER NOT NULL REFERENCES policies (id),
        created_at TEXT NOT NULL,
        PRIMARY KEY (user_id, policy_id)
      );

      CREATE TABLE interpretations (
        id INTEGER PRIMARY KEY,
        policy_id INTEGER NOT NULL REFERENCES policies (id),
        title TEXT NOT NULL,
        type TEXT NOT NULL CHECK (type IN ('text', 'graphic')),
        summary TEXT NOT NULL,
        key_points TEXT NOT NULL,
        content TEXT NOT NULL,
        issuer TEXT NOT NULL,
        publish_date TEXT NOT NULL,
        view_count INTEGER NOT NULL DEFAULT 0
      );
      CREATE INDEX interpretations_policy ON interpretations (policy_id);
      CREATE INDEX interpretations_publish_date ON interpretations (publish_date);

      CREATE TABLE notices (
        id INTEGER PRIMARY KEY,
        policy_id INTEGER REFERENCES policies (id),
        title TEXT NOT NULL,
        issuer TEXT NOT NULL,
        level TEXT NOT NULL CHECK (level IN ('national', 'provincial', 'municipal', 'district')),
        region_code TEXT NOT NULL,
        province_code TEXT,
        city_code TEXT,
        region_name TEXT NOT NULL,
        category TEXT NOT NULL,
        industries TEXT NOT NULL,
        support_amount REAL,
        support_text TEXT NOT NULL,
        keywords TEXT NOT NULL,
        start_time TEXT NOT NULL,
        end_time TEXT NOT NULL,
        publish_date TEXT NOT NULL,
        view_count INTEGER NOT NULL DEFAULT 0,
        policy_text TEXT NOT NULL,
        support TEXT NOT NULL,
        conditions TEXT NOT NULL,
        procedure TEXT NOT NULL,
        materials TEXT NOT NULL,
        service TEXT NOT NULL
      );
      CREATE INDEX notices_policy ON notices (policy_id);
      CREATE INDEX notices_window ON notices (start_time, end_time);
      CREATE INDEX notices_publish_date ON notices (publish_date);

      ALTER TABLE declaration_projects ADD COLUMN policy_id INTEGER REFERENCES policies (id);
      ALTER TABLE declaration_projects ADD COLUMN notice_id INTEGER REFERENCES notices (id);
      ALTER TABLE declaration_projects ADD COLUMN rule_set TEXT;

      CREATE TABLE announcements (
        id INTEGER PRIMARY KEY,
        title TEXT NOT NULL,
        category TEXT NOT NULL CHECK (category IN ('declaration', 'review', 'fund')),
        issuer TEXT NOT NULL,
        publish_date TEXT NOT NULL,
        view_count INTEGER NOT NULL DEFAULT 0,
        content TEXT NOT NULL,
        objection_deadline TEXT,
        related_notice_id INTEGER REFERENCES notices (id),
        entries TEXT NOT NULL
      );
      CREATE INDEX announcements_publish_date ON announcements (publish_date);

      CREATE TABLE announcement_attachments (
        id INTEGER PRIMARY KEY,
        announcement_id INTEGER NOT NULL REFERENCES announcements (id),
        seq INTEGER NOT NULL,
        name TEXT NOT NULL,
        body TEXT NOT NULL,
        size INTEGER NOT NULL
      );
      CREATE INDEX announcement_attachments_announcement ON announcement_attachments (announcement_id, seq);

      CREATE TABLE ledgers (
        user_id INTEGER PRIMARY KEY REFERENCES users (id),
        data TEXT NOT NULL,
        updated_at TEXT NOT NULL
      );

      CREATE TABLE reports (
        id INTEGER PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users (id),
        type TEXT NOT NULL CHECK (type IN ('match', 'project_evaluation', 'high_tech', 'specialized')),
        title TEXT NOT NULL,
        headline TEXT NOT NULL,
        project_id INTEGER REFERENCES declaration_projects (id),
        payload TEXT NOT NULL,
        created_at TEXT NOT NULL
      );
      CREATE INDEX reports_user ON reports (user_id, created_at);

      CREATE TABLE applications (
        id INTEGER PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users (id),
        project_id INTEGER NOT NULL REFERENCES declaration_projects (id),
        status TEXT NOT NULL CHECK (status IN ('draft', 'submitted', 'accepted', 'reviewing', 'approved', 'returned')),
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL,
        submitted_at TEXT
      );
      CREATE INDEX applications_user ON applications (user_id, project_id);

      CREATE TABLE application_materials (
        application_id INTEGER NOT NULL REFERENCES applications (id),
        material_id TEXT NOT NULL,
        seq INTEGER NOT NULL,
        name TEXT NOT NULL,
        required INTEGER NOT NULL CHECK (required IN (0, 1)),
        state TEXT NOT NULL CHECK (state IN ('preparing', 'ready', 'submitted', 'not_applicable')),
        PRIMARY KEY (application_id, material_id)
      );

      CREATE TABLE application_events (
        id INTEGER PRIMARY KEY,
        application_id INTEGER NOT NULL REFERENCES applications (id),
        status TEXT NOT NULL,
        at TEXT NOT NULL,
        note TEXT NOT NULL
      );
      CREATE INDEX application_events_application ON application_events (application_id, id);

      CREATE TABLE compare_counts (
        combination TEXT PRIMARY KEY,
        count INTEGER NOT NULL,
        last_at TEXT NOT NULL
      );

      CREATE TABLE region_peers (
        region_code TEXT NOT NULL REFERENCES regions (code),
        industry TEXT NOT NULL,
        enterprise_count INTEGER NOT NULL,
        qualified_count INTEGER NOT NULL,
        PRIMARY KEY (region_code, industry)
      );

      CREATE TABLE subscriptions (
        user_id INTEGER PRIMARY KEY REFERENCES users (id),
        categories TEXT NOT NULL,
        region_codes TEXT NOT NULL,
        industries TEXT NOT NULL,
        notify_policies INTEGER NOT NULL CHECK (notify_policies IN (0, 1)),
        notify_notices INTEGER NOT NULL CHECK (notify_notices IN (0, 1)),
        updated_at TEXT NOT NULL
      );

      CREATE TABLE messages (
        id INTEGER PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users (id),
        type TEXT NOT NULL CHECK (type IN ('policy', 'notice', 'application', 'system')),
        title TEXT NOT NULL,
        content TEXT NOT NULL,
        link_kind TEXT CHECK (link_kind IN ('policy', 'notice', 'application', 'report')),
        link_id INTEGER,
        read_at TEXT,
        created_at TEXT NOT NULL
      );
      CREATE INDEX messages_user ON messages (user_id, created_at);
    `);
  },
  (db) => {
    // Issue 7: searches that found something, counted, so an empty search can suggest what others look for.
    db.exec(`
      CREATE TABLE search_terms (
        term TEXT PRIMARY KEY,
        count INTEGER NOT NULL CHECK (count > 0),
        last_searched_at TEXT NOT NULL
      );
      CREATE INDEX search_terms_popular ON search_terms (count DESC, term);
    `);
  },
  (db) => {
    // Issue 7: a material is 已就绪 only when a file is uploaded for it. Files live in the database (a
    // `:memory:` database keeps them in memory); one per material, replaced in place until submission.
    // Drafts marked 已就绪 by hand before files existed have no file, so they go back to 准备中.
    db.exec(`
      CREATE TABLE application_files (
        application_id INTEGER NOT NULL,
        material_id TEXT NOT NULL,
        name TEXT NOT NULL,
        content_type TEXT NOT NULL,
        size INTEGER NOT NULL CHECK (size > 0),
        body BLOB NOT NULL,
        uploaded_at TEXT NOT NULL,
        PRIMARY KEY (application_id, material_id),
        FOREIGN KEY (application_id, material_id) REFERENCES application_materials (application_id, material_id)
      );

      UPDATE application_materials SET state = 'preparing'
      WHERE state = 'ready' AND application_id IN (SELECT id FROM applications WHERE status IN ('draft', 'returned'));
    `);
  },
  (db) => {
    // Issue 7: project rule sets used to leave out every displayed condition the ledger could not decide.
    // Forgetting the rule-sets seed run makes start-up rewrite the stored rule sets of an existing database
    // (the module only updates rule_set columns, so running it again is safe).
    db.prepare("DELETE FROM seed_runs WHERE module = 'rule-sets'").run();
  },
  (db) => {
    // Issue 7: 近三年无事故 and 信用状况良好 were met from the one-year incident field; their conditions are now
    // decided by evidence (and refuted by an incident last year). Rewrite the stored rule sets once more.
    db.prepare("DELETE FROM seed_runs WHERE module = 'rule-sets'").run();
  },
  (db) => {
    // Issue 15: an attachment says what type of file it is before download, and a generated one keeps the
    // document it is rendered from (as PDF, on first need: see domain/attachments.ts). Files stored before
    // keep their bytes; their type follows their extension.
    for (const table of ['policy_attachments', 'announcement_attachments']) {
      db.exec(`
        ALTER TABLE ${table} ADD COLUMN content_type TEXT NOT NULL DEFAULT 'application/octet-stream';
        ALTER TABLE ${table} ADD COLUMN document TEXT;
        UPDATE ${table} SET content_type = 'text/plain' WHERE lower(name) LIKE '%.txt';
        UPDATE ${table} SET content_type = 'text/csv' WHERE lower(name) LIKE '%.csv';
      `);
    }
  },
  // push-matching (issue 14): policies that find their enterprise. A publish with a rule set enqueues a
  // job; the job walks the ledgers by user id (its cursor) in batches, and each batch commits its messages,
  // their delivery keys and the cursor together, so a restart resumes where the last batch ended.
  (db) => {
    db.exec(`
      CREATE TABLE push_jobs (
        id INTEGER PRIMARY KEY,
        kind TEXT NOT NULL CHECK (kind IN ('policy', 'notice')),
        publication_id INTEGER NOT NULL,
        title TEXT NOT NULL,
        issuer TEXT NOT NULL,
        region_code TEXT NOT NULL,
        support_amount REAL,
        category TEXT NOT NULL,
        rule_set TEXT NOT NULL,
        cursor INTEGER NOT NULL DEFAULT 0,
        status TEXT NOT NULL CHECK (status IN ('pending', 'done')),
        evaluated INTEGER NOT NULL DEFAULT 0,
        sent INTEGER NOT NULL DEFAULT 0,
        created_at TEXT NOT NULL,
        finished_at TEXT,
        UNIQUE (kind, publication_id)
      );
      CREATE INDEX push_jobs_pending ON push_jobs (status, id);

      CREATE TABLE push_deliveries (
        user_id INTEGER NOT NULL REFERENCES users (id),
        kind TEXT NOT NULL CHECK (kind IN ('policy', 'notice')),
        publication_id INTEGER NOT NULL,
        message_id INTEGER NOT NULL REFERENCES messages (id),
        PRIMARY KEY (user_id, kind, publication_id)
      );

      ALTER TABLE messages ADD COLUMN match_detail TEXT;
      ALTER TABLE subscriptions ADD COLUMN notify_matches INTEGER NOT NULL DEFAULT 1 CHECK (notify_matches IN (0, 1));
    `);
  },
  (db) => {
    // Issue 12 (assistant conversations): a signed-in user's conversations and every answer with its
    // citations; an anonymous answer is stored without a conversation so its 👍/👎 can still be recorded.
    db.exec(`
      CREATE TABLE assistant_conversations (
        id TEXT PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users (id),
        title TEXT NOT NULL,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL
      );
      CREATE INDEX assistant_conversations_user ON assistant_conversations (user_id, updated_at);

      CREATE TABLE assistant_messages (
        id TEXT PRIMARY KEY,
        conversation_id TEXT REFERENCES assistant_conversations (id) ON DELETE CASCADE,
        user_id INTEGER REFERENCES users (id),
        seq INTEGER NOT NULL,
        role TEXT NOT NULL CHECK (role IN ('user', 'assistant')),
        text TEXT NOT NULL,
        method TEXT,
        method_label TEXT,
        outcome TEXT,
        citations TEXT NOT NULL DEFAULT '[]',
        eligibility TEXT,
        question TEXT,
        feedback_rating TEXT CHECK (feedback_rating IN ('up', 'down')),
        feedback_reason TEXT,
        created_at TEXT NOT NULL
      );
      CREATE INDEX assistant_messages_conversation ON assistant_messages (conversation_id, seq);
    `);
  },
  (db) => {
    // Issue 14 (兑现进度): the timeline continues past 已提交 — 受理 / 不予受理, 审核中 → 审核通过 / 审核未通过,
    // 公示中, 已拨付 — moved by the platform operator. SQLite cannot alter a CHECK constraint, so applications is
    // rebuilt; each event also keeps who moved it and the step's details (reason, 公示 period, amount and date).
    db.pragma('defer_foreign_keys = ON');
    db.exec(`
      CREATE TEMP TABLE applications_before_progress AS SELECT * FROM applications;
      DROP TABLE applications;
      CREATE TABLE applications (
        id INTEGER PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users (id),
        project_id INTEGER NOT NULL REFERENCES declaration_projects (id),
        status TEXT NOT NULL CHECK (status IN (
          'draft', 'submitted', 'accepted', 'not_accepted', 'reviewing', 'approved', 'review_failed', 'publicizing', 'disbursed', 'returned'
        )),
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL,
        submitted_at TEXT
      );
      INSERT INTO applications SELECT * FROM applications_before_progress;
      DROP TABLE applications_before_progress;
      CREATE INDEX applications_user ON applications (user_id, project_id);
      CREATE INDEX applications_status ON applications (status, updated_at);

      ALTER TABLE application_events ADD COLUMN actor TEXT;
      ALTER TABLE application_events ADD COLUMN reason TEXT;
      ALTER TABLE application_events ADD COLUMN publicity_start TEXT;
      ALTER TABLE application_events ADD COLUMN publicity_end TEXT;
      ALTER TABLE application_events ADD COLUMN amount_wan REAL;
      ALTER TABLE application_events ADD COLUMN disbursed_on TEXT;
    `);
  },
  (db) => {
    // Issue 14 (申报日历): followed declaration windows (a notice's 申报开始/截止), the reminders sent for
    // them — one row per user, notice and stage, so a sweep run twice sends nothing twice — and each
    // user's calendar feed secret, stored only as its SHA-256 (the URL is shown once).
    db.exec(`
      CREATE TABLE calendar_follows (
        user_id INTEGER NOT NULL REFERENCES users (id),
        notice_id INTEGER NOT NULL REFERENCES notices (id),
        created_at TEXT NOT NULL,
        PRIMARY KEY (user_id, notice_id)
      );
      CREATE INDEX calendar_follows_notice ON calendar_follows (notice_id);

      CREATE TABLE calendar_reminders (
        user_id INTEGER NOT NULL REFERENCES users (id),
        notice_id INTEGER NOT NULL REFERENCES notices (id),
        stage TEXT NOT NULL CHECK (stage IN ('week', 'day', 'today')),
        message_id INTEGER NOT NULL REFERENCES messages (id),
        sent_at TEXT NOT NULL,
        PRIMARY KEY (user_id, notice_id, stage)
      );

      CREATE TABLE calendar_feed_secrets (
        user_id INTEGER PRIMARY KEY REFERENCES users (id),
        secret_hash TEXT NOT NULL UNIQUE,
        created_at TEXT NOT NULL
      );
    `);
  },
  (db) => {
    // Issue 9 (service marketplace): institutions get a public profile; products, cases, orders with their
    // timeline and files, reviews, and certification applications with their files. Messages admit the
    // marketplace's kind and links, which SQLite can only do by rebuilding the table (its CHECKs).
    db.pragma('defer_foreign_keys = ON');
    db.exec(`
      ALTER TABLE institutions ADD COLUMN region_code TEXT;
      ALTER TABLE institutions ADD COLUMN intro TEXT NOT NULL DEFAULT '';
      ALTER TABLE institutions ADD COLUMN description TEXT NOT NULL DEFAULT '';
      ALTER TABLE institutions ADD COLUMN address TEXT NOT NULL DEFAULT '';
      ALTER TABLE institutions ADD COLUMN founded_year INTEGER NOT NULL DEFAULT 2015;
      ALTER TABLE institutions ADD COLUMN staff_size TEXT NOT NULL DEFAULT '';
      ALTER TABLE institutions ADD COLUMN qualifications TEXT NOT NULL DEFAULT '[]';

      CREATE TABLE service_products (
        id INTEGER PRIMARY KEY,
        institution_id INTEGER NOT NULL REFERENCES institutions (id),
        name TEXT NOT NULL,
        category TEXT NOT NULL,
        needs TEXT NOT NULL,
        summary TEXT NOT NULL,
        description TEXT NOT NULL,
        price_mode TEXT NOT NULL CHECK (price_mode IN ('fixed', 'negotiable')),
        price INTEGER,
        delivery_days INTEGER NOT NULL CHECK (delivery_days > 0),
        deliverables TEXT NOT NULL,
        process TEXT NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('on_shelf', 'off_shelf')),
        cover_type TEXT,
        cover BLOB,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL,
        CHECK ((price_mode = 'fixed') = (price IS NOT NULL))
      );
      CREATE INDEX service_products_institution ON service_products (institution_id, status);

      CREATE TABLE service_cases (
        id INTEGER PRIMARY KEY,
        institution_id INTEGER NOT NULL REFERENCES institutions (id),
        product_id INTEGER REFERENCES service_products (id) ON DELETE SET NULL,
        title TEXT NOT NULL,
        category TEXT NOT NULL,
        client_industry TEXT NOT NULL,
        summary TEXT NOT NULL,
        problem TEXT NOT NULL,
        approach TEXT NOT NULL,
        result TEXT NOT NULL,
        completed_on TEXT NOT NULL,
        consented INTEGER NOT NULL CHECK (consented IN (0, 1)),
        consent_by TEXT,
        consent_on TEXT,
        consent_recorded_at TEXT,
        published INTEGER NOT NULL CHECK (published IN (0, 1)),
        updated_at TEXT NOT NULL,
        CHECK (published = 0 OR consented = 1)
      );
      CREATE INDEX service_cases_institution ON service_cases (institution_id);

      CREATE TABLE service_orders (
        id INTEGER PRIMARY KEY,
        order_no TEXT NOT NULL UNIQUE,
        product_id INTEGER NOT NULL REFERENCES service_products (id),
        product_name TEXT NOT NULL,
        institution_id INTEGER NOT NULL REFERENCES institutions (id),
        user_id INTEGER NOT NULL REFERENCES users (id),
        enterprise_name TEXT NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('pending', 'accepted', 'in_service', 'delivered', 'completed', 'cancelled', 'declined')),
        price_mode TEXT NOT NULL,
        price INTEGER,
        requirements TEXT NOT NULL,
        contact_name TEXT NOT NULL,
        contact_phone TEXT NOT NULL,
        decline_reason TEXT,
        cancel_reason TEXT,
        delivery_note TEXT,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL
      );
      CREATE INDEX service_orders_user ON service_orders (user_id, status, created_at);
      CREATE INDEX service_orders_institution ON service_orders (institution_id, status, created_at);

      CREATE TABLE service_order_events (
        id INTEGER PRIMARY KEY,
        order_id INTEGER NOT NULL REFERENCES service_orders (id),
        status TEXT NOT NULL,
        action TEXT,
        actor TEXT NOT NULL CHECK (actor IN ('enterprise', 'institution')),
        note TEXT,
        at TEXT NOT NULL
      );
      CREATE INDEX service_order_events_order ON service_order_events (order_id, id);

      CREATE TABLE service_order_files (
        id INTEGER PRIMARY KEY,
        order_id INTEGER NOT NULL REFERENCES service_orders (id),
        kind TEXT NOT NULL CHECK (kind IN ('requirement', 'delivery')),
        name TEXT NOT NULL,
        content_type TEXT NOT NULL,
        size INTEGER NOT NULL CHECK (size > 0),
        body BLOB NOT NULL,
        uploaded_at TEXT NOT NULL
      );
      CREATE INDEX service_order_files_order ON service_order_files (order_id);

      CREATE TABLE service_reviews (
        id INTEGER PRIMARY KEY,
        order_id INTEGER NOT NULL UNIQUE REFERENCES service_orders (id),
        product_id INTEGER NOT NULL REFERENCES service_products (id),
        institution_id INTEGER NOT NULL REFERENCES institutions (id),
        user_id INTEGER NOT NULL REFERENCES users (id),
        reviewer_name TEXT NOT NULL,
        quality INTEGER NOT NULL CHECK (quality BETWEEN 1 AND 5),
        responsiveness INTEGER NOT NULL CHECK (responsiveness BETWEEN 1 AND 5),
        professionalism INTEGER NOT NULL CHECK (professionalism BETWEEN 1 AND 5),
        text TEXT NOT NULL,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL
      );
      CREATE INDEX service_reviews_product ON service_reviews (product_id, created_at);
      CREATE INDEX service_reviews_institution ON service_reviews (institution_id, created_at);

      CREATE TABLE certifications (
        id INTEGER PRIMARY KEY,
        user_id INTEGER NOT NULL UNIQUE REFERENCES users (id),
        status TEXT NOT NULL CHECK (status IN ('draft', 'pending', 'approved', 'rejected')),
        name TEXT NOT NULL DEFAULT '',
        credit_code TEXT NOT NULL DEFAULT '',
        legal_person TEXT NOT NULL DEFAULT '',
        region_code TEXT,
        address TEXT NOT NULL DEFAULT '',
        service_categories TEXT NOT NULL DEFAULT '[]',
        description TEXT NOT NULL DEFAULT '',
        contact_name TEXT NOT NULL DEFAULT '',
        contact_phone TEXT NOT NULL DEFAULT '',
        contact_email TEXT NOT NULL DEFAULT '',
        commitment INTEGER NOT NULL DEFAULT 0 CHECK (commitment IN (0, 1)),
        reject_reason TEXT,
        institution_id INTEGER REFERENCES institutions (id),
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL,
        submitted_at TEXT,
        reviewed_at TEXT
      );
      CREATE INDEX certifications_status ON certifications (status, submitted_at);

      CREATE TABLE certification_files (
        id INTEGER PRIMARY KEY,
        certification_id INTEGER NOT NULL REFERENCES certifications (id),
        slot TEXT NOT NULL CHECK (slot IN ('license', 'certificate')),
        category TEXT NOT NULL DEFAULT '',
        name TEXT NOT NULL,
        content_type TEXT NOT NULL,
        size INTEGER NOT NULL CHECK (size > 0),
        body BLOB NOT NULL,
        uploaded_at TEXT NOT NULL,
        UNIQUE (certification_id, slot, category)
      );

      CREATE TABLE certification_events (
        id INTEGER PRIMARY KEY,
        certification_id INTEGER NOT NULL REFERENCES certifications (id),
        status TEXT NOT NULL,
        note TEXT,
        at TEXT NOT NULL
      );

      CREATE TEMP TABLE messages_before_service AS SELECT * FROM messages;
      DROP TABLE messages;
      CREATE TABLE messages (
        id INTEGER PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users (id),
        type TEXT NOT NULL CHECK (type IN ('policy', 'notice', 'application', 'service', 'system')),
        title TEXT NOT NULL,
        content TEXT NOT NULL,
        link_kind TEXT CHECK (link_kind IN ('policy', 'notice', 'application', 'report', 'order', 'certification')),
        link_id INTEGER,
        read_at TEXT,
        created_at TEXT NOT NULL,
        match_detail TEXT
      );
      INSERT INTO messages SELECT * FROM messages_before_service;
      DROP TABLE messages_before_service;
      CREATE INDEX messages_user ON messages (user_id, created_at);
    `);
    // Rule-set conditions now name the service needs a failure leaves: rewrite the stored rule sets.
    db.prepare("DELETE FROM seed_runs WHERE module = 'rule-sets'").run();
  },
  (db) => {
    // Issue 11 (资讯 /news): news items in four categories; view_count is counted by the server on each
    // detail opening; featured items make the carousel.
    db.exec(`
      CREATE TABLE news (
        id INTEGER PRIMARY KEY,
        title TEXT NOT NULL,
        category TEXT NOT NULL CHECK (category IN ('notice', 'announcement', 'dynamic', 'interpretation')),
        summary TEXT NOT NULL,
        content TEXT NOT NULL,
        source TEXT NOT NULL,
        author TEXT NOT NULL,
        region_name TEXT NOT NULL,
        publish_date TEXT NOT NULL,
        view_count INTEGER NOT NULL DEFAULT 0,
        featured INTEGER NOT NULL DEFAULT 0 CHECK (featured IN (0, 1))
      );
      CREATE INDEX news_category_date ON news (category, publish_date);
      CREATE INDEX news_publish_date ON news (publish_date);
    `);
  },
  (db) => {
    // Issue 11 (政务服务 /governmentService): one row per service item and region with its whole handling
    // guide (the structured parts as JSON: they are only ever read whole), and each account's 收藏.
    db.exec(`
      CREATE TABLE gov_services (
        id INTEGER PRIMARY KEY,
        name TEXT NOT NULL,
        topic TEXT NOT NULL CHECK (topic IN ('start', 'change', 'tax', 'social', 'ip', 'license', 'tech')),
        department_code TEXT NOT NULL,
        department TEXT NOT NULL,
        region_code TEXT NOT NULL,
        region_name TEXT NOT NULL,
        kind TEXT NOT NULL,
        target TEXT NOT NULL,
        promised_days INTEGER CHECK (promised_days IS NULL OR promised_days >= 0),
        legal_days INTEGER CHECK (legal_days IS NULL OR legal_days >= 0),
        visits INTEGER NOT NULL CHECK (visits >= 0),
        fee TEXT NOT NULL,
        conditions TEXT NOT NULL,
        materials TEXT NOT NULL,
        steps TEXT NOT NULL,
        places TEXT NOT NULL,
        online_name TEXT,
        online_url TEXT,
        basis TEXT NOT NULL,
        search_text TEXT NOT NULL,
        UNIQUE (name, region_code)
      );
      CREATE INDEX gov_services_topic ON gov_services (topic, region_code);
      CREATE TABLE gov_service_favorites (
        user_id INTEGER NOT NULL REFERENCES users (id),
        service_id INTEGER NOT NULL REFERENCES gov_services (id),
        created_at TEXT NOT NULL,
        PRIMARY KEY (user_id, service_id)
      );
    `);
  },
  // 企业评测 · 专精特新 (issue 10): the national evaluation schemes by version, as data. The version in force
  // (latest effective_from not after today) is the one evaluated, so a new scheme is a row, not a release.
  (db) => {
    db.exec(`
      CREATE TABLE evaluation_schemes (
        scheme_id TEXT NOT NULL,
        version TEXT NOT NULL,
        effective_from TEXT NOT NULL,
        rule_set TEXT NOT NULL,
        PRIMARY KEY (scheme_id, version)
      );
    `);
  },
  (db) => {
    // Issue 10 (找市场 › 优质中小企业 and 链主合作平台): public enterprise profiles with their tiers (an account's own
    // profile has owner_user_id and is built from its ledger when it chooses to be public), and the industry
    // chains with their segments, leaders and supply/demand opportunities.
    db.exec(`
      CREATE TABLE market_enterprises (
        id INTEGER PRIMARY KEY,
        name TEXT NOT NULL,
        region_code TEXT NOT NULL,
        province_code TEXT NOT NULL,
        city_code TEXT,
        region_name TEXT NOT NULL,
        industry TEXT NOT NULL,
        main_products TEXT NOT NULL,
        profile TEXT NOT NULL,
        founded_year INTEGER,
        employees INTEGER,
        invention_patents INTEGER,
        patents INTEGER NOT NULL,
        tier_rank INTEGER NOT NULL,
        public INTEGER NOT NULL CHECK (public IN (0, 1)),
        owner_user_id INTEGER UNIQUE REFERENCES users (id),
        listed_at TEXT
      );
      CREATE INDEX market_enterprises_public ON market_enterprises (public, tier_rank, patents);
      CREATE TABLE market_enterprise_tiers (
        enterprise_id INTEGER NOT NULL REFERENCES market_enterprises (id) ON DELETE CASCADE,
        tier TEXT NOT NULL CHECK (tier IN ('littleGiant', 'specialized', 'innovative', 'highTech', 'techSme')),
        year INTEGER NOT NULL,
        PRIMARY KEY (enterprise_id, tier)
      );
      CREATE INDEX market_enterprise_tiers_tier ON market_enterprise_tiers (tier, enterprise_id);
      CREATE TABLE industry_chains (
        id INTEGER PRIMARY KEY,
        name TEXT NOT NULL UNIQUE,
        intro TEXT NOT NULL,
        region_name TEXT NOT NULL,
        local_supply_rate INTEGER NOT NULL CHECK (local_supply_rate BETWEEN 0 AND 100),
        supplier_smes INTEGER NOT NULL
      );
      CREATE TABLE chain_segments (
        id INTEGER PRIMARY KEY,
        chain_id INTEGER NOT NULL REFERENCES industry_chains (id),
        stage TEXT NOT NULL CHECK (stage IN ('upstream', 'midstream', 'downstream')),
        name TEXT NOT NULL,
        industries TEXT NOT NULL,
        keywords TEXT NOT NULL
      );
      CREATE TABLE chain_leaders (
        id INTEGER PRIMARY KEY,
        chain_id INTEGER NOT NULL REFERENCES industry_chains (id),
        name TEXT NOT NULL,
        region_name TEXT NOT NULL,
        stage TEXT NOT NULL CHECK (stage IN ('upstream', 'midstream', 'downstream')),
        intro TEXT NOT NULL
      );
      CREATE TABLE chain_opportunities (
        id INTEGER PRIMARY KEY,
        chain_id INTEGER NOT NULL REFERENCES industry_chains (id),
        segment_id INTEGER NOT NULL REFERENCES chain_segments (id),
        kind TEXT NOT NULL CHECK (kind IN ('demand', 'supply')),
        title TEXT NOT NULL,
        publisher TEXT NOT NULL,
        region_name TEXT NOT NULL,
        deadline TEXT NOT NULL,
        detail TEXT NOT NULL
      );
      CREATE INDEX chain_opportunities_chain ON chain_opportunities (chain_id, deadline);
    `);
  },
  (db) => {
    // Issue 10 (找市场 市场项目): demands with one lifecycle stage (libs/service-rules demand-transitions: review,
    // then matchmaking) and the responses to them. user_id is null for demands seeded from enterprises
    // without an account on the portal; a response always has its account.
    db.exec(`
      CREATE TABLE market_demands (
        id INTEGER PRIMARY KEY,
        user_id INTEGER REFERENCES users (id),
        publisher_name TEXT NOT NULL,
        type TEXT NOT NULL CHECK (type IN ('purchase', 'cooperation', 'outsourcing', 'technology')),
        title TEXT NOT NULL,
        description TEXT NOT NULL,
        budget_min REAL,
        budget_max REAL,
        region_code TEXT NOT NULL,
        region_name TEXT NOT NULL,
        industry TEXT NOT NULL,
        deadline TEXT NOT NULL,
        contact_name TEXT NOT NULL,
        contact_phone TEXT NOT NULL,
        stage TEXT NOT NULL CHECK (stage IN ('draft', 'pending', 'rejected', 'open', 'matching', 'dealt', 'closed')),
        reject_reason TEXT,
        accepted_response_id INTEGER,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL,
        submitted_at TEXT,
        published_at TEXT,
        CHECK ((budget_min IS NULL) = (budget_max IS NULL)),
        CHECK (budget_min IS NULL OR budget_min <= budget_max),
        CHECK ((published_at IS NOT NULL) = (stage IN ('open', 'matching', 'dealt', 'closed')))
      );
      CREATE INDEX market_demands_public ON market_demands (stage, published_at);
      CREATE INDEX market_demands_user ON market_demands (user_id, updated_at);

      CREATE TABLE market_demand_responses (
        id INTEGER PRIMARY KEY,
        demand_id INTEGER NOT NULL REFERENCES market_demands (id),
        user_id INTEGER NOT NULL REFERENCES users (id),
        responder_name TEXT NOT NULL,
        message TEXT NOT NULL,
        contact_name TEXT NOT NULL,
        contact_phone TEXT NOT NULL,
        file_name TEXT,
        file_size INTEGER,
        file_body BLOB,
        created_at TEXT NOT NULL,
        UNIQUE (demand_id, user_id)
      );
    `);
  },
  (db) => {
    // Issue 10 (企业评测 › knowledgeRecord): the 知识产权台账, one row per patent, trademark or software
    // copyright of an account; the ledger's IP counts are recomputed from its granted rows on every write.
    db.exec(`
      CREATE TABLE ip_records (
        id INTEGER PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users (id),
        kind TEXT NOT NULL CHECK (kind IN ('invention', 'utility_model', 'design', 'software', 'trademark')),
        number TEXT NOT NULL,
        name TEXT NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('pending', 'granted', 'rejected', 'expired', 'withdrawn')),
        applied_at TEXT NOT NULL,
        granted_at TEXT,
        owner TEXT NOT NULL,
        updated_at TEXT NOT NULL
      );
      CREATE INDEX ip_records_user ON ip_records (user_id, applied_at);
    `);
  },
  (db) => {
    // Issue 11 (找资金 /fund): financial products, and the enterprises' financing applications (融资对接) with
    // their status timeline. The provider's decision is fixed at submission; the status reaches it over time.
    db.exec(`
      CREATE TABLE fund_products (
        id INTEGER PRIMARY KEY,
        name TEXT NOT NULL UNIQUE,
        provider TEXT NOT NULL,
        region_name TEXT NOT NULL,
        amount_min INTEGER NOT NULL,
        amount_max INTEGER NOT NULL CHECK (amount_max >= amount_min),
        rate_min REAL NOT NULL,
        rate_max REAL NOT NULL CHECK (rate_max >= rate_min),
        term_min INTEGER NOT NULL,
        term_max INTEGER NOT NULL CHECK (term_max >= term_min),
        guarantee TEXT NOT NULL CHECK (guarantee IN ('credit', 'mortgage', 'guarantee', 'ipPledge')),
        tags TEXT NOT NULL,
        summary TEXT NOT NULL,
        description TEXT NOT NULL,
        repayments TEXT NOT NULL,
        eligibility TEXT NOT NULL,
        materials TEXT NOT NULL,
        contact_phone TEXT NOT NULL,
        base_applications INTEGER NOT NULL DEFAULT 0,
        publish_date TEXT NOT NULL
      );
      CREATE INDEX fund_products_date ON fund_products (publish_date);
      CREATE TABLE financing_applications (
        id INTEGER PRIMARY KEY,
        application_no TEXT NOT NULL UNIQUE,
        user_id INTEGER NOT NULL REFERENCES users (id),
        product_id INTEGER NOT NULL REFERENCES fund_products (id),
        amount INTEGER NOT NULL,
        term_months INTEGER NOT NULL,
        purpose TEXT NOT NULL,
        contact_name TEXT NOT NULL,
        contact_phone TEXT NOT NULL,
        enterprise_name TEXT NOT NULL,
        credit_code TEXT,
        revenue_y1 REAL,
        status TEXT NOT NULL CHECK (status IN ('submitted', 'accepted', 'reviewing', 'disbursed', 'rejected')),
        decision TEXT NOT NULL CHECK (decision IN ('disbursed', 'rejected')),
        decision_note TEXT NOT NULL,
        approved_amount INTEGER,
        approved_rate REAL,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL
      );
      CREATE INDEX financing_applications_user ON financing_applications (user_id, created_at);
      CREATE INDEX financing_applications_open ON financing_applications (status) WHERE status NOT IN ('disbursed', 'rejected');
      CREATE TABLE financing_events (
        id INTEGER PRIMARY KEY,
        application_id INTEGER NOT NULL REFERENCES financing_applications (id),
        status TEXT NOT NULL,
        at TEXT NOT NULL,
        note TEXT
      );
      CREATE INDEX financing_events_application ON financing_events (application_id);
    `);
  },
  (db) => {
    // Issue 11 (活动 /activity, useRegist): activities with their capacity and the seats taken, and the
    // registrations. seats_taken only moves inside the registration and cancel transactions, and the CHECK
    // is the last guard against going over capacity. One active registration per user and activity (a
    // cancelled one does not block registering again).
    db.exec(`
      CREATE TABLE activities (
        id INTEGER PRIMARY KEY,
        title TEXT NOT NULL,
        type TEXT NOT NULL CHECK (type IN ('policy', 'training', 'matchmaking', 'roadshow', 'salon')),
        mode TEXT NOT NULL CHECK (mode IN ('offline', 'online')),
        organizer TEXT NOT NULL,
        region_name TEXT NOT NULL,
        place TEXT,
        online_url TEXT,
        start_time TEXT NOT NULL,
        end_time TEXT NOT NULL,
        registration_deadline TEXT NOT NULL,
        capacity INTEGER NOT NULL CHECK (capacity > 0),
        seats_taken INTEGER NOT NULL DEFAULT 0 CHECK (seats_taken >= 0 AND seats_taken <= capacity),
        max_attendees INTEGER NOT NULL DEFAULT 1 CHECK (max_attendees >= 1),
        intro TEXT NOT NULL,
        agenda TEXT NOT NULL,
        audience TEXT NOT NULL,
        hotline TEXT NOT NULL
      );
      CREATE INDEX activities_start ON activities (start_time);
      CREATE TABLE activity_registrations (
        id INTEGER PRIMARY KEY,
        activity_id INTEGER NOT NULL REFERENCES activities (id),
        user_id INTEGER NOT NULL REFERENCES users (id),
        contact_name TEXT NOT NULL,
        contact_phone TEXT NOT NULL,
        enterprise_name TEXT NOT NULL,
        attendees INTEGER NOT NULL CHECK (attendees >= 1),
        status TEXT NOT NULL CHECK (status IN ('registered', 'cancelled')),
        created_at TEXT NOT NULL,
        cancelled_at TEXT
      );
      CREATE UNIQUE INDEX activity_registrations_active ON activity_registrations (activity_id, user_id) WHERE status = 'registered';
      CREATE INDEX activity_registrations_user ON activity_registrations (user_id, created_at);
    `);
  },
  // 全站搜索 (issue 11): one counter that the search index's triggers raise on every write to a searchable
  // table; the in-memory index is rebuilt when it moves (domain/global-search, ADR 44).
  (db) => {
    db.exec(`
      CREATE TABLE search_data_version (
        id INTEGER PRIMARY KEY CHECK (id = 1),
        version INTEGER NOT NULL
      );
      INSERT INTO search_data_version (id, version) VALUES (1, 0);
    `);
  },
  (db) => {
    // Issue 11 (找人才 /talent): talent profiles — the private columns (full name, phone, email, ID number) never
    // leave the stand-in except as an accepted request's contact — and the enterprises' 签约意向 with the talent
    // side's answer fixed at sending (decision, reply) and reached over time.
    db.exec(`
      CREATE TABLE talents (
        id INTEGER PRIMARY KEY,
        display_name TEXT NOT NULL,
        full_name TEXT NOT NULL,
        phone TEXT NOT NULL,
        email TEXT NOT NULL,
        id_number TEXT NOT NULL,
        title TEXT NOT NULL,
        skills TEXT NOT NULL,
        years INTEGER NOT NULL CHECK (years >= 0),
        education TEXT NOT NULL CHECK (education IN ('college', 'bachelor', 'master', 'doctor')),
        region_code TEXT NOT NULL,
        region_name TEXT NOT NULL,
        pay_unit TEXT NOT NULL CHECK (pay_unit IN ('month', 'day', 'project')),
        pay_min INTEGER NOT NULL,
        pay_max INTEGER NOT NULL CHECK (pay_max >= pay_min),
        availability TEXT NOT NULL CHECK (availability IN ('immediate', 'withinMonth', 'projectOnly')),
        intro TEXT NOT NULL,
        work_history TEXT NOT NULL,
        certificates TEXT NOT NULL,
        service_scope TEXT NOT NULL,
        updated_date TEXT NOT NULL
      );
      CREATE INDEX talents_updated ON talents (updated_date);
      CREATE TABLE talent_contracts (
        id INTEGER PRIMARY KEY,
        talent_id INTEGER NOT NULL REFERENCES talents (id),
        user_id INTEGER NOT NULL REFERENCES users (id),
        enterprise_name TEXT NOT NULL,
        role TEXT NOT NULL,
        amount INTEGER NOT NULL,
        start_date TEXT NOT NULL,
        end_date TEXT NOT NULL,
        message TEXT NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('sent', 'viewed', 'accepted', 'declined', 'withdrawn')),
        decision TEXT NOT NULL CHECK (decision IN ('accepted', 'declined')),
        reply TEXT NOT NULL,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL
      );
      CREATE UNIQUE INDEX talent_contracts_open ON talent_contracts (user_id, talent_id) WHERE status IN ('sent', 'viewed');
      CREATE INDEX talent_contracts_user ON talent_contracts (user_id, created_at);
    `);
  },
  // 找培训 (ADR 48): courses, their chapters (each plays one committed clip) and each user's position per chapter.
  (db) => {
    db.exec(`
      CREATE TABLE courses (
        id INTEGER PRIMARY KEY,
        title TEXT NOT NULL,
        category TEXT NOT NULL CHECK (category IN ('policy', 'tax', 'ip', 'digital', 'finance', 'hr', 'legal', 'marketing')),
        summary TEXT NOT NULL,
        intro TEXT NOT NULL,
        audience TEXT NOT NULL,
        outcomes TEXT NOT NULL,
        lecturer_name TEXT NOT NULL,
        lecturer_title TEXT NOT NULL,
        lecturer_org TEXT NOT NULL,
        lecturer_intro TEXT NOT NULL,
        base_learners INTEGER NOT NULL DEFAULT 0 CHECK (base_learners >= 0),
        published_at TEXT NOT NULL
      );
      CREATE INDEX courses_published ON courses (published_at);
      CREATE TABLE course_chapters (
        id INTEGER PRIMARY KEY,
        course_id INTEGER NOT NULL REFERENCES courses (id),
        position INTEGER NOT NULL CHECK (position >= 1),
        title TEXT NOT NULL,
        clip INTEGER NOT NULL,
        duration_seconds INTEGER NOT NULL CHECK (duration_seconds > 0),
        UNIQUE (course_id, position)
      );
      CREATE TABLE course_progress (
        user_id INTEGER NOT NULL REFERENCES users (id),
        chapter_id INTEGER NOT NULL REFERENCES course_chapters (id),
        course_id INTEGER NOT NULL REFERENCES courses (id),
        position_seconds REAL NOT NULL CHECK (position_seconds >= 0),
        completed_at TEXT,
        updated_at TEXT NOT NULL,
        PRIMARY KEY (user_id, chapter_id)
      );
      CREATE INDEX course_progress_user_course ON course_progress (user_id, course_id, updated_at);
    `);
  },
  (db) => {
    // Issue 28 (hardening): the login throttle moves from process memory into the database, so every server
    // process over one database counts the same attempts. Each password check holds one row per scope
    // (account, address) from before its hash is computed; failed ones stay until their window ends or a
    // lock takes their place.
    db.exec(`
      CREATE TABLE login_attempts (
        attempt TEXT NOT NULL,
        scope TEXT NOT NULL CHECK (scope IN ('account', 'address')),
        key TEXT NOT NULL,
        at TEXT NOT NULL,
        failed INTEGER NOT NULL CHECK (failed IN (0, 1)),
        PRIMARY KEY (attempt, scope)
      );
      CREATE INDEX login_attempts_key ON login_attempts (scope, key, at);
      CREATE INDEX login_attempts_at ON login_attempts (at);
      CREATE TABLE login_locks (
        scope TEXT NOT NULL CHECK (scope IN ('account', 'address')),
        key TEXT NOT NULL,
        until TEXT NOT NULL,
        PRIMARY KEY (scope, key)
      );

      -- The portal session a notes key was issued to (specialLogin takes the portal token), and the token
      -- exchanged for it inherits it: logging that session out ends them too. NULL for older rows.
      ALTER TABLE notes_keys ADD COLUMN portal_token TEXT;
      ALTER TABLE notes_tokens ADD COLUMN portal_token TEXT;
      CREATE INDEX notes_keys_user ON notes_keys (user_id);
      CREATE INDEX notes_keys_portal_token ON notes_keys (portal_token);
      CREATE INDEX notes_tokens_user ON notes_tokens (user_id);
      CREATE INDEX notes_tokens_portal_token ON notes_tokens (portal_token);

      -- Events counted against a rate limit (registrations per address), one row each within the window.
      CREATE TABLE rate_events (
        scope TEXT NOT NULL,
        key TEXT NOT NULL,
        at TEXT NOT NULL
      );
      CREATE INDEX rate_events_key ON rate_events (scope, key, at);
      CREATE INDEX rate_events_at ON rate_events (scope, at);

      -- A 统一社会信用代码 belongs to one account: the first to record it in its ledger, until it lets it go.
      -- name_key is the enterprise name the code was recorded with (db/name-keys.ts), so no other account
      -- can list itself publicly under that name.
      CREATE TABLE credit_code_claims (
        credit_code TEXT PRIMARY KEY,
        user_id INTEGER NOT NULL UNIQUE REFERENCES users (id),
        name_key TEXT,
        claimed_at TEXT NOT NULL
      );
      CREATE INDEX credit_code_claims_name ON credit_code_claims (name_key);

      -- Names compared without what does not show (db/name-keys.ts).
      ALTER TABLE institutions ADD COLUMN name_key TEXT;
      ALTER TABLE market_enterprises ADD COLUMN name_key TEXT;
    `);
    fillNameKeys(db);
    db.exec('CREATE INDEX institutions_name_key ON institutions (name_key)');
    db.exec('CREATE INDEX market_enterprises_name_key ON market_enterprises (name_key)');
    // Ledgers saved before: the earliest saved keeps its code; a later one with the same code is left unclaimed.
    const claim = db.prepare('INSERT INTO credit_code_claims (credit_code, user_id, name_key, claimed_at) VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING');
    const ledgers = db.prepare('SELECT user_id, data, updated_at FROM ledgers ORDER BY updated_at, user_id').all() as { user_id: number; data: string; updated_at: string }[];
    for (const row of ledgers) {
      const ledger = JSON.parse(row.data) as { creditCode?: string | null; enterpriseName?: string | null };
      const held = db.prepare('SELECT 1 FROM institutions WHERE credit_code = ? AND user_id IS NOT ?').get(ledger.creditCode ?? '', row.user_id);
      if (ledger.creditCode && !held) claim.run(ledger.creditCode, row.user_id, ledger.enterpriseName ? nameKey(ledger.enterpriseName) : null, row.updated_at);
    }
  },
  (db) => {
    // Rule sets read from their texts (funding items per clause, held qualifications, 高企 by 国科发火〔2016〕195号,
    // the 专精特新 standard item by item): rewrite the stored rule sets and the stored 2022 专精特新 scheme.
    db.prepare("DELETE FROM seed_runs WHERE module IN ('rule-sets', 'evaluation-schemes')").run();
  },
  // The assistant's clause index in the database (ADR 61): every citable clause with its jieba-segmented terms,
  // a word index of documents (FTS5 over the same terms, each term prefixed by the document's region so a region's
  // documents are one small slice of the index) and one of the titles of what the eligibility engine can judge (a
  // policy or project with a rule set), the document frequency of each term, and a queue the
  // triggers fill on every write of a policy, notice, interpretation or project: the next question indexes what
  // changed, so a newly published policy is answerable at once and nothing is ever rebuilt whole.
  (db) => {
    db.exec(`
      CREATE TABLE assistant_docs (
        id INTEGER PRIMARY KEY,
        doc_type TEXT NOT NULL CHECK (doc_type IN ('policy', 'notice', 'interpretation', 'project')),
        doc_id INTEGER NOT NULL,
        title TEXT NOT NULL,
        doc_no TEXT,
        region_code TEXT NOT NULL,
        national INTEGER NOT NULL CHECK (national IN (0, 1)),
        policy_id INTEGER,
        judgeable INTEGER NOT NULL CHECK (judgeable IN (0, 1)),
        terms TEXT NOT NULL,
        UNIQUE (doc_type, doc_id)
      );
      CREATE INDEX assistant_docs_policy ON assistant_docs (policy_id, doc_type);
      CREATE TABLE assistant_clauses (
        doc INTEGER NOT NULL REFERENCES assistant_docs (id) ON DELETE CASCADE,
        paragraph INTEGER NOT NULL,
        label TEXT NOT NULL,
        text TEXT NOT NULL,
        terms TEXT NOT NULL,
        kinds INTEGER NOT NULL,
        PRIMARY KEY (doc, paragraph)
      ) WITHOUT ROWID;
      CREATE VIRTUAL TABLE assistant_doc_fts USING fts5(title, body, content = '', contentless_delete = 1, tokenize = "unicode61 tokenchars '_'");
      CREATE VIRTUAL TABLE assistant_target_fts USING fts5(title, content = '', contentless_delete = 1, tokenize = "unicode61 tokenchars '_'");
      CREATE TABLE assistant_terms (term TEXT PRIMARY KEY, docs INTEGER NOT NULL) WITHOUT ROWID;
      CREATE TABLE assistant_index_queue (
        doc_type TEXT NOT NULL,
        doc_id INTEGER NOT NULL,
        PRIMARY KEY (doc_type, doc_id)
      ) WITHOUT ROWID;

    `);
    // Each source table queues the document it belongs to: on insert and delete, and on an update of a column
    // the index reads (a view count going up queues nothing). A policy also queues its interpretations and
    // projects, which take their region from it.
    const sources: { table: string; docType: string; row: string; columns: string; also?: string }[] = [
      {
        table: 'policies',
        docType: 'policy',
        row: 'id',
        columns: 'title, doc_no, content, region_code, level, validity, rule_set',
        also: `INSERT OR IGNORE INTO assistant_index_queue SELECT 'interpretation', id FROM interpretations WHERE policy_id = NEW.id;
               INSERT OR IGNORE INTO assistant_index_queue SELECT 'project', id FROM declaration_projects WHERE policy_id = NEW.id;`,
      },
      { table: 'interpretations', docType: 'interpretation', row: 'id', columns: 'title, content, policy_id' },
      { table: 'notices', docType: 'notice', row: 'id', columns: 'title, region_code, level, policy_text, support, conditions, procedure, materials' },
      { table: 'declaration_projects', docType: 'project', row: 'id', columns: 'project_name, level, region_name, conditions, policy_basis, policy_id, rule_set' },
      { table: 'declaration_materials', docType: 'project', row: 'project_id', columns: 'name, required, description, seq' },
    ];
    for (const { table, docType, row, columns, also } of sources) {
      const queue = (version: 'NEW' | 'OLD') => `INSERT OR IGNORE INTO assistant_index_queue VALUES ('${docType}', ${version}.${row});`;
      db.exec(`
        CREATE TRIGGER assistant_${table}_insert AFTER INSERT ON ${table} BEGIN ${queue('NEW')} END;
        CREATE TRIGGER assistant_${table}_update AFTER UPDATE OF ${columns} ON ${table} BEGIN ${queue('NEW')} ${also ?? ''} END;
        CREATE TRIGGER assistant_${table}_delete AFTER DELETE ON ${table} BEGIN ${queue('OLD')} END;
      `);
    }
    db.exec(`
      INSERT OR IGNORE INTO assistant_index_queue SELECT 'policy', id FROM policies;
      INSERT OR IGNORE INTO assistant_index_queue SELECT 'interpretation', id FROM interpretations;
      INSERT OR IGNORE INTO assistant_index_queue SELECT 'notice', id FROM notices;
      INSERT OR IGNORE INTO assistant_index_queue SELECT 'project', id FROM declaration_projects;
    `);
  },
  // The notes stand-in's material drafts: one text per material of a project in a wiki, shared by its members.
  (db) => {
    db.exec(`
      CREATE TABLE notes_drafts (
        wiki_id TEXT NOT NULL REFERENCES notes_wikis (id),
        project_id INTEGER NOT NULL,
        material_id TEXT NOT NULL,
        content TEXT NOT NULL,
        updated_by INTEGER NOT NULL REFERENCES users (id),
        updated_at TEXT NOT NULL,
        PRIMARY KEY (wiki_id, project_id, material_id)
      );
    `);
  },
  // How each material is supplied (上传 / 在线填报 / 勾选承诺), and the online forms' drafts. The 项目申报书 says it is
  // 在线填报后导出打印 and the 信用承诺书 is one text for every applicant: existing projects learn so by name.
  (db) => {
    db.exec(`
      ALTER TABLE declaration_materials ADD COLUMN mode TEXT NOT NULL DEFAULT 'upload' CHECK (mode IN ('upload', 'onlineForm', 'commitment'));
      UPDATE declaration_materials SET mode = 'onlineForm' WHERE name = '项目申报书';
      UPDATE declaration_materials SET mode = 'commitment' WHERE name = '信用承诺书';
      -- 申报进度 names the department that acted, not the operator account that clicked (平台运营).
      ALTER TABLE application_events ADD COLUMN department TEXT;
      UPDATE application_events SET department = (
        SELECT p.dept_name FROM applications a JOIN declaration_projects p ON p.id = a.project_id WHERE a.id = application_events.application_id
      ) WHERE actor IS NOT NULL;
      CREATE TABLE application_forms (
        application_id INTEGER NOT NULL REFERENCES applications (id),
        material_id TEXT NOT NULL,
        fields TEXT NOT NULL,
        saved_at TEXT NOT NULL,
        PRIMARY KEY (application_id, material_id)
      );
    `);
  },
  (db) => {
    // Issue 30 (hand-overs complete on both sides). Products gain 起价 beside 一口价 and 面议, and a public version
    // (`listed`) that only the operator's 上架审核 writes; cases the same flag; `listing_reviews` holds each submitted
    // revision. Orders gain 已报价, the agreed price and their quotes; each timeline step may carry a price.
    // Messages link to products, cases and the operator's reviews. SQLite changes a CHECK only by rebuilding the
    // table: each is copied out, dropped, created under the same name and refilled, so every reference to it
    // resolves again before the transaction ends (foreign keys are deferred). Cases keep their product links by hand:
    // dropping the products would set them null.
    db.pragma('defer_foreign_keys = ON');
    db.exec(`
      CREATE TEMP TABLE case_product_links AS SELECT id, product_id FROM service_cases WHERE product_id IS NOT NULL;
      CREATE TEMP TABLE products_before AS SELECT * FROM service_products;
      DROP TABLE service_products;
      CREATE TABLE service_products (
        id INTEGER PRIMARY KEY,
        institution_id INTEGER NOT NULL REFERENCES institutions (id),
        name TEXT NOT NULL,
        category TEXT NOT NULL,
        needs TEXT NOT NULL,
        summary TEXT NOT NULL,
        description TEXT NOT NULL,
        price_mode TEXT NOT NULL CHECK (price_mode IN ('fixed', 'from', 'negotiable')),
        price INTEGER,
        delivery_days INTEGER NOT NULL CHECK (delivery_days > 0),
        deliverables TEXT NOT NULL,
        process TEXT NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('on_shelf', 'off_shelf')),
        cover_type TEXT,
        cover BLOB,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL,
        listed INTEGER NOT NULL DEFAULT 1 CHECK (listed IN (0, 1)),
        CHECK ((price_mode = 'negotiable') = (price IS NULL)),
        CHECK (listed = 1 OR status = 'off_shelf')
      );
      -- Every priced product so far was a starting price (the old contract said 标价 … 起价).
      INSERT INTO service_products (id, institution_id, name, category, needs, summary, description, price_mode, price, delivery_days,
          deliverables, process, status, cover_type, cover, created_at, updated_at, listed)
        SELECT id, institution_id, name, category, needs, summary, description,
          CASE price_mode WHEN 'fixed' THEN 'from' ELSE price_mode END, price, delivery_days,
          deliverables, process, status, cover_type, cover, created_at, updated_at, 1
        FROM products_before;
      DROP TABLE products_before;
      CREATE INDEX service_products_institution ON service_products (institution_id, status);
      UPDATE service_cases SET product_id = (SELECT product_id FROM case_product_links l WHERE l.id = service_cases.id)
        WHERE id IN (SELECT id FROM case_product_links);
      DROP TABLE case_product_links;

      ALTER TABLE service_cases ADD COLUMN listed INTEGER NOT NULL DEFAULT 1 CHECK (listed IN (0, 1));

      CREATE TABLE listing_reviews (
        id INTEGER PRIMARY KEY,
        kind TEXT NOT NULL CHECK (kind IN ('product', 'case')),
        item_id INTEGER NOT NULL,
        institution_id INTEGER NOT NULL REFERENCES institutions (id),
        revision TEXT NOT NULL,
        is_change INTEGER NOT NULL CHECK (is_change IN (0, 1)),
        state TEXT NOT NULL CHECK (state IN ('pending', 'approved', 'rejected')),
        reason TEXT,
        reviewer TEXT,
        submitted_at TEXT NOT NULL,
        reviewed_at TEXT,
        CHECK ((state = 'rejected') = (reason IS NOT NULL))
      );
      CREATE UNIQUE INDEX listing_reviews_open ON listing_reviews (kind, item_id) WHERE state = 'pending';
      CREATE INDEX listing_reviews_queue ON listing_reviews (state, submitted_at);
      CREATE INDEX listing_reviews_item ON listing_reviews (kind, item_id, id);

      CREATE TEMP TABLE orders_before AS SELECT * FROM service_orders;
      DROP TABLE service_orders;
      CREATE TABLE service_orders (
        id INTEGER PRIMARY KEY,
        order_no TEXT NOT NULL UNIQUE,
        product_id INTEGER NOT NULL REFERENCES service_products (id),
        product_name TEXT NOT NULL,
        institution_id INTEGER NOT NULL REFERENCES institutions (id),
        user_id INTEGER NOT NULL REFERENCES users (id),
        enterprise_name TEXT NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('pending', 'quoted', 'accepted', 'in_service', 'delivered', 'completed', 'cancelled', 'declined')),
        price_mode TEXT NOT NULL CHECK (price_mode IN ('fixed', 'from', 'negotiable')),
        price INTEGER,
        agreed_price INTEGER,
        requirements TEXT NOT NULL,
        contact_name TEXT NOT NULL,
        contact_phone TEXT NOT NULL,
        decline_reason TEXT,
        cancel_reason TEXT,
        delivery_note TEXT,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL,
        CHECK (agreed_price IS NULL OR status IN ('accepted', 'in_service', 'delivered', 'completed'))
      );
      -- An order accepted so far was accepted at its listed price; a 面议 one never had a price to agree to.
      INSERT INTO service_orders (id, order_no, product_id, product_name, institution_id, user_id, enterprise_name, status, price_mode, price,
          agreed_price, requirements, contact_name, contact_phone, decline_reason, cancel_reason, delivery_note, created_at, updated_at)
        SELECT id, order_no, product_id, product_name, institution_id, user_id, enterprise_name, status,
          CASE WHEN price IS NULL THEN 'negotiable' ELSE 'fixed' END, price,
          CASE WHEN status IN ('accepted', 'in_service', 'delivered', 'completed') THEN price END,
          requirements, contact_name, contact_phone, decline_reason, cancel_reason, delivery_note, created_at, updated_at
        FROM orders_before;
      DROP TABLE orders_before;
      CREATE INDEX service_orders_user ON service_orders (user_id, status, created_at);
      CREATE INDEX service_orders_institution ON service_orders (institution_id, status, created_at);

      ALTER TABLE service_order_events ADD COLUMN price INTEGER;

      CREATE TABLE service_order_quotes (
        id INTEGER PRIMARY KEY,
        order_id INTEGER NOT NULL REFERENCES service_orders (id),
        price INTEGER NOT NULL CHECK (price > 0),
        note TEXT NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('pending', 'accepted', 'declined')),
        reason TEXT,
        quoted_at TEXT NOT NULL,
        answered_at TEXT
      );
      CREATE UNIQUE INDEX service_order_quotes_open ON service_order_quotes (order_id) WHERE status = 'pending';
      CREATE INDEX service_order_quotes_order ON service_order_quotes (order_id, id);

      CREATE TEMP TABLE messages_before_hand_over AS SELECT * FROM messages;
      DROP TABLE messages;
      CREATE TABLE messages (
        id INTEGER PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users (id),
        type TEXT NOT NULL CHECK (type IN ('policy', 'notice', 'application', 'service', 'system')),
        title TEXT NOT NULL,
        content TEXT NOT NULL,
        link_kind TEXT CHECK (link_kind IN ('policy', 'notice', 'application', 'report', 'order', 'certification', 'product', 'case', 'listing_review')),
        link_id INTEGER,
        read_at TEXT,
        created_at TEXT NOT NULL,
        match_detail TEXT
      );
      INSERT INTO messages SELECT * FROM messages_before_hand_over;
      DROP TABLE messages_before_hand_over;
      CREATE INDEX messages_user ON messages (user_id, created_at);
    `);
  },
  (db) => {
    // The operator's policy desk (issue 34, ADR 67): a desk record per policy — every public policy has one, a
    // draft gets one before it is ever published — its versions (the open one is edited and reviewed, the
    // published one is what the portal shows, earlier ones are kept), who edited each version (they cannot
    // approve it), an audit trail of every step, and the files uploaded as attachments. A draft never touches
    // the public tables: publishing writes them in one transaction.
    db.exec(`
      CREATE TABLE policy_desk (
        id INTEGER PRIMARY KEY,
        policy_id INTEGER UNIQUE REFERENCES policies (id),
        doc_no_key TEXT,
        notice_id INTEGER REFERENCES notices (id),
        project_id INTEGER REFERENCES declaration_projects (id),
        open_revision_id INTEGER,
        repeal_reason TEXT,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL,
        updated_by TEXT NOT NULL
      );
      CREATE INDEX policy_desk_updated ON policy_desk (updated_at, id);
      CREATE INDEX policy_desk_doc_no ON policy_desk (doc_no_key);

      CREATE TABLE policy_revisions (
        id INTEGER PRIMARY KEY,
        desk_id INTEGER NOT NULL REFERENCES policy_desk (id),
        number INTEGER NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('draft', 'pending', 'published', 'superseded', 'abandoned')),
        document TEXT NOT NULL,
        title TEXT NOT NULL,
        doc_no TEXT NOT NULL,
        doc_no_key TEXT NOT NULL,
        issuer TEXT NOT NULL,
        level TEXT NOT NULL CHECK (level IN ('national', 'provincial', 'municipal', 'district')),
        region_code TEXT,
        province_code TEXT,
        city_code TEXT,
        region_name TEXT NOT NULL,
        note TEXT,
        edits INTEGER NOT NULL DEFAULT 0,
        author_id INTEGER NOT NULL REFERENCES users (id),
        author_name TEXT NOT NULL,
        updated_by TEXT NOT NULL,
        submitted_at TEXT,
        reviewer_name TEXT,
        reviewed_at TEXT,
        return_reason TEXT,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL,
        published_at TEXT,
        UNIQUE (desk_id, number)
      );
      CREATE UNIQUE INDEX policy_revisions_open ON policy_revisions (desk_id) WHERE status IN ('draft', 'pending');
      CREATE INDEX policy_revisions_doc_no ON policy_revisions (doc_no_key) WHERE status IN ('draft', 'pending');

      CREATE TABLE policy_revision_editors (
        revision_id INTEGER NOT NULL REFERENCES policy_revisions (id),
        user_id INTEGER NOT NULL REFERENCES users (id),
        name TEXT NOT NULL,
        PRIMARY KEY (revision_id, user_id)
      );

      CREATE TABLE policy_desk_events (
        id INTEGER PRIMARY KEY,
        desk_id INTEGER NOT NULL REFERENCES policy_desk (id),
        revision INTEGER,
        action TEXT NOT NULL CHECK (action IN ('create', 'save', 'submit', 'withdraw', 'approve', 'return', 'abandon', 'revise', 'repeal')),
        actor_id INTEGER NOT NULL REFERENCES users (id),
        actor_name TEXT NOT NULL,
        note TEXT,
        changes TEXT NOT NULL,
        at TEXT NOT NULL
      );
      CREATE INDEX policy_desk_events_desk ON policy_desk_events (desk_id, id);

      CREATE TABLE policy_desk_files (
        id INTEGER PRIMARY KEY,
        name TEXT NOT NULL,
        content_type TEXT NOT NULL,
        size INTEGER NOT NULL CHECK (size > 0),
        body BLOB NOT NULL,
        uploaded_by INTEGER NOT NULL REFERENCES users (id),
        uploaded_at TEXT NOT NULL
      );
    `);
    // Policies published before the desk existed get their desk record, so the operator can revise or repeal them.
    const insert = db.prepare(`INSERT INTO policy_desk (policy_id, doc_no_key, created_at, updated_at, updated_by) VALUES (?, ?, ?, ?, '平台初始数据')`);
    for (const row of db.prepare('SELECT id, doc_no, created_at FROM policies ORDER BY id').all() as { id: number; doc_no: string; created_at: string }[]) {
      insert.run(row.id, docNoKey(row.doc_no), row.created_at, row.created_at);
    }
  },
  (db) => {
    // 融资 can be withdrawn while 已提交: the status gains 'withdrawn' (SQLite cannot alter a CHECK, so the
    // table is rebuilt with its rows), and the open-applications index leaves withdrawn ones out.
    db.pragma('defer_foreign_keys = ON');
    db.exec(`
      CREATE TEMP TABLE financing_applications_before AS SELECT * FROM financing_applications;
      DROP TABLE financing_applications;
      CREATE TABLE financing_applications (
        id INTEGER PRIMARY KEY,
        application_no TEXT NOT NULL UNIQUE,
        user_id INTEGER NOT NULL REFERENCES users (id),
        product_id INTEGER NOT NULL REFERENCES fund_products (id),
        amount INTEGER NOT NULL,
        term_months INTEGER NOT NULL,
        purpose TEXT NOT NULL,
        contact_name TEXT NOT NULL,
        contact_phone TEXT NOT NULL,
        enterprise_name TEXT NOT NULL,
        credit_code TEXT,
        revenue_y1 REAL,
        status TEXT NOT NULL CHECK (status IN ('submitted', 'accepted', 'reviewing', 'disbursed', 'rejected', 'withdrawn')),
        decision TEXT NOT NULL CHECK (decision IN ('disbursed', 'rejected')),
        decision_note TEXT NOT NULL,
        approved_amount INTEGER,
        approved_rate REAL,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL
      );
      INSERT INTO financing_applications SELECT * FROM financing_applications_before;
      DROP TABLE financing_applications_before;
      CREATE INDEX financing_applications_user ON financing_applications (user_id, created_at);
      CREATE INDEX financing_applications_open ON financing_applications (status) WHERE status NOT IN ('disbursed', 'rejected', 'withdrawn');
    `);
  },
  // What a token is for: a session bearer, the SSO host's own sign-in (its HttpOnly cookie), or the one-time
  // hand-off an SSO redirect carries in the address, good only for one exchange within a minute.
  (db) => {
    db.exec(`
      ALTER TABLE portal_tokens ADD COLUMN purpose TEXT NOT NULL DEFAULT 'session' CHECK (purpose IN ('session', 'sso', 'handoff'));
    `);
  },
  // What a certification collects for the public page (一句话简介, 成立年份, 人员规模), and which uploaded
  // certificates the operator approved for public display.
  (db) => {
    db.exec(`
      ALTER TABLE certifications ADD COLUMN intro TEXT NOT NULL DEFAULT '';
      ALTER TABLE certifications ADD COLUMN founded_year INTEGER;
      ALTER TABLE certifications ADD COLUMN staff_size TEXT NOT NULL DEFAULT '';
      ALTER TABLE certification_files ADD COLUMN public INTEGER NOT NULL DEFAULT 0;
    `);
  },
];

export const SCHEMA_VERSION = migrations.length;

/** Brings the schema up to `target` (the latest by default; tests stop earlier to rehearse an upgrade). */
export function migrate(db: Db, target = migrations.length): void {
  const current = db.pragma('user_version', { simple: true }) as number;
  if (current > migrations.length) {
    throw new Error(
      `Database schema version ${current} is newer than this server (${migrations.length}); delete the file or update the code`,
    );
  }
  for (let version = current; version < Math.min(target, migrations.length); version += 1) {
    const migration = migrations[version];
    if (!migration) continue;
    db.transaction(() => {
      migration(db);
      // PRAGMA takes no bound parameters; the value is our own loop counter.
      db.pragma(`user_version = ${version + 1}`);
    })();
  }
}
