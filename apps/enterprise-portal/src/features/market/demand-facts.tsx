import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DEMAND_STATUS_LABELS, DEMAND_TYPE_LABELS, type DemandDetail } from '@smes/api';
import { formatChinaDate } from '@smes/ui';
import { budgetText } from './demand-queries';

/** A demand's facts as a description list: what, where, how much, until when, by whom. */
export function DemandFacts({ detail }: { detail: DemandDetail }) {
  const { demand } = detail;
  const facts: [string, string][] = [
    ['需求类型', DEMAND_TYPE_LABELS[demand.type]],
    ['所属行业', demand.industryLabel],
    ['所在地区', demand.regionName],
    ['预算', budgetText(demand.budgetMin, demand.budgetMax)],
    ['截止日期', demand.deadline],
    ['对接状态', DEMAND_STATUS_LABELS[demand.status]],
    ['发布单位', demand.publisherName],
    ['发布日期', demand.publishedAt ? formatChinaDate(demand.publishedAt) : '未公开'],
    ['对接数', `${demand.responseCount} 家`],
  ];
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '6em minmax(0, 1fr)', sm: '6em minmax(0, 1fr) 6em minmax(0, 1fr)' }, columnGap: 2, rowGap: 1, m: 0 }}>
      {facts.map(([term, value]) => (
        <Box key={term} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {term}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, wordBreak: 'break-word' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** The description as the publisher wrote it, line breaks kept. */
export function DemandDescription({ text }: { text: string }) {
  return (
    <Typography component="p" sx={{ whiteSpace: 'pre-line', lineHeight: 1.9, wordBreak: 'break-word' }}>
      {text}
    </Typography>
  );
}
