import type { Db } from '../db/database';
import type { PortalSchemas } from '@smes/contract-types';

export type UserType = PortalSchemas['UserInfo']['userType'];

/** What a self-registered account may be; platform operators are only ever seeded. */
export type RegistrationType = Exclude<UserType, 'admin'>;

export type User = {
  id: number;
  username: string;
  phone: string | null;
  nickName: string;
  userType: UserType;
  enterpriseName: string | null;
  notesEnabled: boolean;
};

export type UserWithPassword = User & { passwordHash: string };

export type NewUser = {
  username: string;
  phone: string | null;
  passwordHash: string;
  nickName: string;
  userType: UserType;
  enterpriseName: string | null;
  notesEnabled: boolean;
};

type UserRow = {
  id: number;
  username: string;
  phone: string | null;
  password_hash: string;
  nick_name: string;
  user_type: UserType;
  enterprise_name: string | null;
  notes_enabled: number;
};

const COLUMNS = 'id, username, phone, password_hash, nick_name, user_type, enterprise_name, notes_enabled';

function toUser(row: UserRow): UserWithPassword {
  return {
    id: row.id,
    username: row.username,
    phone: row.phone,
    nickName: row.nick_name,
    userType: row.user_type,
    enterpriseName: row.enterprise_name,
    notesEnabled: row.notes_enabled === 1,
    passwordHash: row.password_hash,
  };
}

export function withoutPassword({ passwordHash: _passwordHash, ...user }: UserWithPassword): User {
  return user;
}

export function insertUser(db: Db, input: NewUser, now: Date): User {
  const result = db
    .prepare(
      `INSERT INTO users (username, phone, password_hash, nick_name, user_type, enterprise_name, notes_enabled, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      input.username,
      input.phone,
      input.passwordHash,
      input.nickName,
      input.userType,
      input.enterpriseName,
      input.notesEnabled ? 1 : 0,
      now.toISOString(),
    );
  const user = findUserById(db, Number(result.lastInsertRowid));
  if (!user) throw new Error('inserted user vanished');
  return user;
}

export function findUserById(db: Db, id: number): User | undefined {
  const row = db.prepare(`SELECT ${COLUMNS} FROM users WHERE id = ?`).get(id) as UserRow | undefined;
  return row ? withoutPassword(toUser(row)) : undefined;
}

/** The login name may be the username or the phone number. */
export function findUserForLogin(db: Db, login: string): UserWithPassword | undefined {
  const row = db
    .prepare(`SELECT ${COLUMNS} FROM users WHERE username = ? OR phone = ? ORDER BY id LIMIT 1`)
    .get(login, login) as UserRow | undefined;
  return row ? toUser(row) : undefined;
}

export function findUserByPhone(db: Db, phone: string): User | undefined {
  const row = db.prepare(`SELECT ${COLUMNS} FROM users WHERE phone = ?`).get(phone) as UserRow | undefined;
  return row ? withoutPassword(toUser(row)) : undefined;
}

export function isLoginTaken(db: Db, phone: string): boolean {
  return db.prepare('SELECT 1 FROM users WHERE phone = ? OR username = ?').get(phone, phone) !== undefined;
}

/** The `UserInfo` schema of portal.yaml. */
export function toUserInfo(user: User) {
  return {
    userId: user.id,
    username: user.username,
    nickName: user.nickName,
    phone: user.phone,
    userType: user.userType,
    enterpriseName: user.enterpriseName,
  };
}
