import { Link as RouterLink } from 'react-router-dom';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ServiceProductCard } from '@smes/api';
import { paths } from '../../app/paths';
import { ProductCover } from './product-cover';
import { RatingStars } from './rating-stars';
import { priceText } from '@smes/hand-over';

export type ProductCardProps = {
  product: ServiceProductCard;
  headingLevel?: 'h2' | 'h3';
};

/** One on-shelf product: name, institution, category and need tags, price or 面议, delivery time and rating. */
export function ProductCard({ product, headingLevel = 'h3' }: ProductCardProps) {
  return (
    <Card variant="outlined" component="article" sx={{ height: '100%' }}>
      <ProductCover productId={product.id} coverUrl={product.coverUrl} name={product.name} size="card" />
      <CardContent>
        <Typography component={headingLevel} variant="subtitle1" sx={{ fontWeight: 600, mb: 0.5 }}>
          <Link component={RouterLink} to={paths.service.detail(product.id)} underline="hover">
            {product.name}
          </Link>
        </Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', mb: 1 }}>
          <Typography component="span" variant="body1" color="secondary" sx={{ fontWeight: 600 }}>
            {priceText(product.priceMode, product.price)}
          </Typography>
          <Chip size="small" label={product.category} />
          {product.needs.map((need) => (
            <Chip key={need} size="small" variant="outlined" label={need} />
          ))}
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
          {product.summary}
        </Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
          <RatingStars rating={product.rating} count={product.reviewCount} />
          <Typography variant="caption" color="text.secondary" component="p">
            <Link component={RouterLink} to={paths.service.institutionDetail(product.institutionId)} underline="hover" color="inherit">
              {product.institutionName}
            </Link>
            {` · ${product.regionName} · 交付周期 ${product.deliveryDays} 天 · 已完成 ${product.orderCount} 单`}
          </Typography>
        </Stack>
      </CardContent>
    </Card>
  );
}
