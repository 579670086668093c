import { Link as RouterLink } from 'react-router-dom';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { getLedgerField, isLedgerFieldKey } from '@smes/eligibility';

export type MissingFieldLinksProps = {
  /** The ledger's missing field keys, as the server lists them. */
  missing: readonly string[];
  /** How many to name; the rest are counted. */
  shown: number;
  ledgerPath: string;
};

/**
 * 待补充：the first missing ledger fields by their labels, each a link to its field. The labels are the ledger's field
 * table, which a visitor of the comparison never needs: BenefitNotice loads this only for a signed-in enterprise.
 */
export default function MissingFieldLinks({ missing, shown, ledgerPath }: MissingFieldLinksProps) {
  const named = missing.filter(isLedgerFieldKey).slice(0, shown);
  if (named.length === 0) return null;
  return (
    <Typography variant="body2">
      待补充：
      {named.map((key, index) => (
        <span key={key}>
          {index > 0 && '、'}
          <Link component={RouterLink} to={`${ledgerPath}#field-${key}`} color="inherit">
            {getLedgerField(key).label}
          </Link>
        </span>
      ))}
      {missing.length > named.length && ` 等 ${missing.length} 项`}
    </Typography>
  );
}
