import { useState } from 'react';
import { Box, Container, Grid, Tab, Tabs } from '@mui/material';
import type { ShownProduct } from '@parish/shared-types';
import {
  describeApiError,
  EmptyState,
  ErrorState,
  LoadingState,
  PageHeader,
  UntranslatedNote,
  usePageMeta,
} from '@parish/shared-web';
import { useCheckoutCancelledNotice } from '../../../lib/useCheckoutCancelledNotice';
import { useShopItems } from '../api/shopItems';
import { useT } from '../lib/i18n';
import { ProductCard } from './ProductCard';
import { PurchaseDialog } from './PurchaseDialog';

const ALL_ITEMS_TAB_ID = 'shop-tab-all';
const ALL_ITEMS_PANEL_ID = 'shop-tabpanel-all';

/** /shop: every item the parish sells, each with Buy Now (spec: Shop page). */
export default function ShopPage() {
  const t = useT();
  const items = useShopItems();
  const [buying, setBuying] = useState<ShownProduct | null>(null);
  useCheckoutCancelledNotice('commerce.shop.purchaseCancelled');
  usePageMeta({
    title: t('commerce.shop.title'),
    description: t('commerce.shop.description'),
  });

  return (
    <Container maxWidth="lg" sx={{ py: 6 }}>
      <PageHeader title={t('commerce.shop.title')} subtitle={t('commerce.shop.subtitle')} />
      {/* The spec has a single category today; a real tablist keeps room for more. */}
      <Tabs
        value="all"
        aria-label={t('commerce.shop.categories')}
        sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}
      >
        <Tab
          value="all"
          label={t('commerce.shop.allItems')}
          id={ALL_ITEMS_TAB_ID}
          aria-controls={ALL_ITEMS_PANEL_ID}
        />
      </Tabs>
      <Box role="tabpanel" id={ALL_ITEMS_PANEL_ID} aria-labelledby={ALL_ITEMS_TAB_ID}>
        {items.status === 'loading' && <LoadingState />}
        {items.status === 'error' && (
          <ErrorState
            message={describeApiError(items.error, t('commerce.shop.loadFailed'))}
            onRetry={items.reload}
          />
        )}
        {items.status === 'success' && items.data.length === 0 && (
          <EmptyState>{t('commerce.shop.empty')}</EmptyState>
        )}
        {items.status === 'success' && <UntranslatedNote records={items.data} />}
        {items.status === 'success' && items.data.length > 0 && (
          <Grid container spacing={3}>
            {items.data.map((product, index) => (
              <Grid key={product.id} size={{ xs: 12, sm: 6, md: 4 }}>
                <ProductCard
                  product={product}
                  onBuy={() => setBuying(product)}
                  prominent={index === 0}
                />
              </Grid>
            ))}
          </Grid>
        )}
      </Box>
      <PurchaseDialog product={buying} onClose={() => setBuying(null)} />
    </Container>
  );
}
