import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { BrandComponent } from '@smes/eligibility';
import { StatusChip } from '@smes/ui';
import { ledgerFieldHref, ledgerFieldLabel } from '../../shared/ledger/ledger-form-fields';

/** One brand-score component: what it counts, the value, the weight, the points (or that its data is missing) and how to raise it. */
export function BrandComponentCard({ component }: { component: BrandComponent }) {
  const scored = component.status === 'scored';
  return (
    <Paper component="li" variant="outlined" aria-labelledby={`brand-${component.id}`} sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', mb: 1 }}>
        <Typography id={`brand-${component.id}`} component="h3" variant="subtitle1">
          {component.title}
        </Typography>
        {scored ? (
          <StatusChip status={component.score === component.weight ? 'success' : 'processing'} label={`${component.score} / ${component.weight} 分`} />
        ) : (
          <StatusChip status="pending" label={`数据缺失，未计分（权重 ${component.weight} 分）`} />
        )}
      </Stack>
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '6em 1fr' }, columnGap: 2, rowGap: 0.5 }}>
        <Typography component="dt" variant="body2" color="text.secondary">
          计算方法
        </Typography>
        <Typography component="dd" variant="body2" sx={{ m: 0 }}>
          {component.counts}
        </Typography>
        <Typography component="dt" variant="body2" color="text.secondary">
          当前值
        </Typography>
        <Typography component="dd" variant="body2" sx={{ m: 0 }}>
          {scored ? (
            component.value
          ) : (
            <>
              缺少
              {component.missingFields.map((key, index) => (
                <Box component="span" key={key}>
                  {index > 0 ? '、' : ' '}
                  <Link component={RouterLink} to={ledgerFieldHref(key)} underline="always">
                    {ledgerFieldLabel(key)}
                  </Link>
                </Box>
              ))}
            </>
          )}
        </Typography>
        <Typography component="dt" variant="body2" color="text.secondary">
          权重
        </Typography>
        <Typography component="dd" variant="body2" sx={{ m: 0 }}>
          {component.weight} 分
        </Typography>
        <Typography component="dt" variant="body2" color="text.secondary">
          如何提升
        </Typography>
        <Typography component="dd" variant="body2" sx={{ m: 0 }}>
          {component.advice}
        </Typography>
      </Box>
    </Paper>
  );
}
