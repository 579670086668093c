import { Suspense, lazy } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMarketListing, useUpdateMarketListing } from '@smes/api';
import type { MarketListing } from '@smes/api';
import { useSession } from '@smes/session';
import { AsyncContent, SwitchField, formatChinaDateTime, useToast } from '@smes/ui';
import { paths } from '../../app/paths';

// 联系方式 is offered once the enterprise is public: its form, its rules and the contract's limits load then (ADR 103),
// so an enterprise that is not listed fetches none of it.
const ListingContact = lazy(() => import('./listing-contact').then((module) => ({ default: module.ListingContact })));

/**
 * 企业信息's choice to be listed among the 优质中小企业. The public profile is made from the ledger as saved
 * when the switch is turned on; 按最新档案更新 remakes it after the ledger changes.
 */
export function PublicListingSwitch() {
  const listing = useMarketListing();
  return (
    <Paper variant="outlined" component="section" aria-labelledby="public-listing-title" sx={{ p: { xs: 2, md: 3 }, mt: 3 }}>
      <Typography id="public-listing-title" component="h2" variant="h6" sx={{ mb: 1 }}>
        在优质中小企业中公开
      </Typography>
      <AsyncContent isPending={listing.isPending} error={listing.error} data={listing.data} onRetry={() => void listing.refetch()} isEmpty={() => false}>
        {(data) => <ListingControls listing={data} />}
      </AsyncContent>
    </Paper>
  );
}

function ListingControls({ listing }: { listing: MarketListing }) {
  const update = useUpdateMarketListing();
  const toast = useToast();
  const { userInfo } = useSession();
  const blocked = !listing.public && listing.missing.length > 0;

  const save = (makePublic: boolean) =>
    update.mutate({ public: makePublic }, {
      onSuccess: (saved) => toast.success(saved.public ? '已在优质中小企业中公开' : '已取消公开'),
    });

  return (
    <Stack spacing={1.5}>
      <Typography variant="body2" color="text.secondary">
        公开后，企业名称、所在地区、所属行业、主营产品、资质及年份、专利数和人员规模会按当前企业档案展示在“找市场 › 优质中小企业”中，供链主和采购方查找；未公开的企业不会出现在任何列表中。
      </Typography>
      <SwitchField checked={listing.public} disabled={blocked || update.isPending} onChange={save} label="公开本企业" />
      {blocked && <Alert severity="info">公开前请先在上方填写并保存：{listing.missing.join('、')}。</Alert>}
      {update.error && <Alert severity="error">{update.error.message}</Alert>}
      {listing.public && listing.enterpriseId !== null && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          <Link component={RouterLink} to={paths.enterpriseProfile(listing.enterpriseId)}>
            查看公开主页
          </Link>
          <Button variant="outlined" size="small" disabled={update.isPending} onClick={() => save(true)}>
            按最新档案更新
          </Button>
          {listing.listedAt && (
            <Typography variant="caption" color="text.secondary">
              公开信息生成于 {formatChinaDateTime(listing.listedAt)}
            </Typography>
          )}
        </Stack>
      )}
      {listing.public && (
        <Suspense
          fallback={
            <Typography variant="body2" color="text.secondary" role="status">
              正在加载联系方式…
            </Typography>
          }
        >
          <ListingContact contact={listing.contact} accountPhone={typeof userInfo?.phone === 'string' ? userInfo.phone : ''} />
        </Suspense>
      )}
    </Stack>
  );
}
