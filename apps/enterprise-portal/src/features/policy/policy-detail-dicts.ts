/**
 * The dictionaries the policy detail labels its record with (category, industries): the page reads them, and
 * the route starts them beside the record (app/routes/policy-screens.ts), so the page draws once with all three.
 * Kept apart from policy-labels.ts so that the route table, in the first load, imports nothing else.
 */
export const POLICY_DETAIL_DICTS = ['policy_category', 'industry'] as const;
