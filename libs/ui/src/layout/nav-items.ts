// The header's navigation as data: what the layout, its desktop disclosures and its phone drawer all read.

/** A link in the header's navigation. */
export type NavLinkItem = { label: string; to: string };

export type NavItem = {
  label: string;
  to: string;
  /**
   * The area's sub-pages, offered from a small disclosure button beside its link (and listed under it in the
   * phone drawer); the link itself is highlighted while any of them is open. 关怀模式's simpler header leaves them out.
   */
  children?: readonly NavLinkItem[];
  /** Highlight only on an exact match (set automatically for "/"). */
  end?: boolean;
  /**
   * Addresses that belong to this area though they do not lie under its `to` (prefixes): an enterprise's public
   * profile (/Enterprise/enterpriseDetail/5) is 找市场's, not 企业评测's, whose own page it lies under.
   */
  also?: readonly string[];
  /**
   * One of the main areas: in 关怀模式 the header shows only these (a simpler header, GB/T 37668 适老化).
   * When no item is marked, 关怀模式 shows them all.
   */
  main?: boolean;
};
