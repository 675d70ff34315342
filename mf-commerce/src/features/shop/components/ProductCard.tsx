import { Button, Card, CardActions, CardContent, CardMedia, Typography } from '@mui/material';
import ShoppingCartOutlined from '@mui/icons-material/ShoppingCartOutlined';
import { fallbackLang, type ShownProduct } from '@parish/shared-types';
import { useFormat } from '@parish/shared-web';
import { useT } from '../lib/i18n';

export function ProductCard({
  product,
  onBuy,
  prominent = false,
}: {
  product: ShownProduct;
  onBuy: () => void;
  /** The first card, on screen as the page opens. */
  prominent?: boolean;
}) {
  const t = useT();
  const format = useFormat();
  const headingId = `product-${product.id}-title`;

  return (
    <Card
      component="article"
      aria-labelledby={headingId}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      {/* A fixed aspect ratio reserves the image's space, so cards never jump as images load. */}
      <CardMedia
        component="img"
        image={product.image}
        alt={product.title}
        lang={fallbackLang(product, 'title')}
        // The first card's picture is the page's largest paint: fetched at once.
        loading={prominent ? 'eager' : 'lazy'}
        fetchPriority={prominent ? 'high' : 'auto'}
        sx={{ aspectRatio: '4 / 3', objectFit: 'cover', bgcolor: 'action.hover' }}
      />
      <CardContent sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column', gap: 1 }}>
        <Typography
          id={headingId}
          variant="h4"
          component="h2"
          lang={fallbackLang(product, 'title')}
        >
          {product.title}
        </Typography>
        <Typography
          variant="body2"
          lang={fallbackLang(product, 'description')}
          sx={{ color: 'text.secondary', flexGrow: 1 }}
        >
          {product.description}
        </Typography>
        <Typography variant="h5" component="p" sx={{ color: 'primary.main', fontWeight: 600 }}>
          {format.price(product.price)}
        </Typography>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <Button
          variant="contained"
          fullWidth
          startIcon={<ShoppingCartOutlined aria-hidden />}
          onClick={onBuy}
          // Every card has one: the item's name tells them apart ('Buy Now' stays first, as shown).
          aria-label={t('commerce.shop.buyNowLabel', { title: product.title })}
        >
          {t('commerce.shop.buyNow')}
        </Button>
      </CardActions>
    </Card>
  );
}
