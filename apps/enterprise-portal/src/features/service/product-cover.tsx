import Box from '@mui/material/Box';
import { useServiceProductCover } from '@smes/api';

export type ProductCoverProps = {
  productId: number;
  /** The product's `coverUrl`: null when its institution uploaded none (nothing is drawn, nothing asked for). */
  coverUrl: string | null;
  /** Alternative text: the product's name. */
  name: string;
  /** A card's thumbnail or a detail page's picture. */
  size: 'card' | 'detail';
};

/** The cover an institution uploaded for its product (2:1), shown on its card and its page; nothing when there is none. */
export function ProductCover({ productId, coverUrl, name, size }: ProductCoverProps) {
  const cover = useServiceProductCover(productId, coverUrl !== null);
  if (!cover.data) return null;
  return (
    <Box
      component="img"
      src={cover.data}
      alt={`${name}的封面图`}
      sx={{
        display: 'block',
        width: '100%',
        aspectRatio: '2 / 1',
        objectFit: 'cover',
        borderRadius: size === 'detail' ? 1 : 0,
        mb: size === 'detail' ? 2 : 0,
        bgcolor: 'action.hover',
      }}
    />
  );
}
