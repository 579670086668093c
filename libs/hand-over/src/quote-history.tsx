import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ServiceOrder } from '@smes/api';
import { formatChinaDateTime } from '@smes/ui';
import { yuan } from './order-display';

const QUOTE_STATUS_LABELS = { pending: '待企业确认', accepted: '已接受', declined: '未接受' } as const;

/** Every quote of an order and how the enterprise answered it, oldest first: how the agreed price came about. */
export function QuoteHistory({ order }: { order: ServiceOrder }) {
  if (order.quotes.length === 0) return null;
  return (
    <Stack component="ol" spacing={1} aria-label="报价记录" sx={{ m: 0, pl: 3 }}>
      {order.quotes.map((quote, index) => (
        <li key={`${quote.quotedAt}-${index}`}>
          <Typography variant="body2" component="span" sx={{ fontWeight: 600 }}>
            {`报价 ${yuan(quote.price)} · ${QUOTE_STATUS_LABELS[quote.status]}`}
          </Typography>
          <Typography variant="body2" color="text.secondary" component="span">
            {` · ${formatChinaDateTime(quote.quotedAt)}`}
          </Typography>
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {quote.note}
          </Typography>
          {quote.reason ? (
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {`未接受的原因：${quote.reason}`}
            </Typography>
          ) : null}
        </li>
      ))}
    </Stack>
  );
}
