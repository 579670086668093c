/** The four levels a policy, notice or project is issued at, and their names: one list for both apps. */
export { POLICY_LEVELS as LEVELS, POLICY_LEVEL_LABELS as LEVEL_LABELS } from '@smes/policy-desk';
