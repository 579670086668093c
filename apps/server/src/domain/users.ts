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

/** A user's row as `userColumns` reads it. */
export type UserRow = {
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

/** The columns a user is read from, of the table aliased `alias`: for a statement that finds a user with another row. */
export function userColumns(alias: string): string {
  return COLUMNS.split(', ').map((column) => `${alias}.${column}`).join(', ');
}

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

/** The user of a row read with `userColumns`, without the password's hash. */
export function userOfRow(row: UserRow): User {
  return withoutPassword(toUser(row));
}

export function withoutPassword({ passwordHash: _passwordHash, ...user }: UserWithPassword): User {
  return user;
}

export async function insertUser(db: Db, input: NewUser, now: Date): Promise<User> {
  const result = await db.run(`INSERT INTO users (username, phone, password_hash, nick_name, user_type, enterprise_name, notes_enabled, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`, input.username, input.phone, input.passwordHash, input.nickName, input.userType, input.enterpriseName, input.notesEnabled ? 1 : 0, now.toISOString());
  const user = await findUserById(db, Number(result.lastInsertRowid));
  if (!user) throw new Error('inserted user vanished');
  return user;
}

export async function findUserById(db: Db, id: number): Promise<User | undefined> {
  const row = (await db.get(`SELECT ${COLUMNS} FROM users WHERE id = ?`, id)) as UserRow | undefined;
  return row ? withoutPassword(toUser(row)) : undefined;
}

/** The login name may be the username or the phone number. */
export async function findUserForLogin(db: Db, login: string): Promise<UserWithPassword | undefined> {
  const row = (await db.get(`SELECT ${COLUMNS} FROM users WHERE username = ? OR phone = ? ORDER BY id LIMIT 1`, login, login)) as UserRow | undefined;
  return row ? toUser(row) : undefined;
}

export async function findUserByPhone(db: Db, phone: string): Promise<User | undefined> {
  const row = (await db.get(`SELECT ${COLUMNS} FROM users WHERE phone = ?`, phone)) as UserRow | undefined;
  return row ? withoutPassword(toUser(row)) : undefined;
}

export async function isLoginTaken(db: Db, phone: string): Promise<boolean> {
  return await db.get('SELECT 1 FROM users WHERE phone = ? OR username = ?', phone, phone) !== undefined;
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
