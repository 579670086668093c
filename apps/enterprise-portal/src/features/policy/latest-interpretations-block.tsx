import { Link as RouterLink } from 'react-router-dom';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useInterpretations } from '@smes/api';
import { paths } from '../../app/paths';
import { SectionListBlock } from '../../shared/list/section-list-block';
import { INTERPRETATION_TYPE_LABELS } from './policy-labels';
import { bookTitle } from '@smes/eligibility';
import { ListRow } from '@smes/ui';

export type LatestInterpretationsBlockProps = {
  title: string;
  size?: number;
};

/** The newest 政策解读 (the list is newest first), each with its type and the policy it explains. */
export function LatestInterpretationsBlock({ title, size = 5 }: LatestInterpretationsBlockProps) {
  const readings = useInterpretations({ query: { pageNum: 1, pageSize: size } });
  return (
    <SectionListBlock title={title} moreHref={paths.policyInterpretation.list} result={readings} emptyTitle="暂无政策解读">
      {(rows) =>
        rows.map((reading) => (
          <ListRow key={reading.id}>
            <Link component={RouterLink} to={paths.policyInterpretation.detail(reading.id)} underline="hover" sx={{ fontWeight: 600 }}>
              {reading.title}
            </Link>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              {INTERPRETATION_TYPE_LABELS[reading.type]} · 解读{bookTitle(reading.policyTitle)} · {reading.publishDate}
            </Typography>
          </ListRow>
        ))
      }
    </SectionListBlock>
  );
}
