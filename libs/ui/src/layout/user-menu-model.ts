// What the account button and its lazily loaded menu share, in a module of its own so the two do not
// import each other (the menu is a separate chunk).

export type UserMenuItem = {
  label: string;
  onClick?: () => void;
  /** A full-page link, e.g. to another app. */
  href?: string;
  /** A route of this app. */
  to?: string;
  /** A count shown beside the label (e.g. unread messages); nothing is shown for 0. */
  badgeCount?: number;
  /** What the count means, read out with the label; defaults to `N 条未读`. */
  badgeLabel?: string;
};

export const BADGE_MAX = 99;

export function positiveCount(count: number | undefined): number {
  return count !== undefined && Number.isFinite(count) && count > 0 ? Math.floor(count) : 0;
}

/** The spoken form of a count, appended to a name after a Chinese comma; empty for no count. */
export function countSuffix(count: number, label: string | undefined): string {
  return count > 0 ? `，${label ?? `${count} 条未读`}` : '';
}

export function shownCount(count: number): string {
  return count > BADGE_MAX ? `${BADGE_MAX}+` : String(count);
}
