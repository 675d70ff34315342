import { useEffect, useState } from 'react';
import { Box, Button, Container, Stack, Typography } from '@mui/material';
import CheckCircle from '@mui/icons-material/CheckCircle';
import { SUCCESS_ORDER_PARAM, SUCCESS_SESSION_PARAM } from '@parish/shared-types';
import { describeApiError, ErrorState, LoadingState, usePageMeta } from '@parish/shared-web';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { clearCheckoutDrafts } from '../../../lib/checkoutDraft';
import { useReceipt } from '../api/receipt';
import { useT } from '../lib/i18n';
import { SUCCESS_REDIRECT_MS } from '../lib/successCopy';
import { ReceiptCard } from '../../../components/ReceiptCard';

/** Long enough for the page to be in place, so the live region's change is heard. */
const ANNOUNCE_AFTER_MS = 150;

/**
 * /success (spec): a check icon, 'Payment Successful!', and a redirect home
 * after 3 seconds, announced to screen readers. The visitor may stay (the
 * time limit can be turned off, WCAG 2.2.1), and printing the receipt of a
 * gift or purchase stays too.
 */
export default function SuccessPage() {
  const t = useT();
  usePageMeta({
    title: t('commerce.success.metaTitle'),
    description: t('commerce.success.metaDescription'),
  });
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const reference = params.get(SUCCESS_SESSION_PARAM) ?? params.get(SUCCESS_ORDER_PARAM);
  const receipt = useReceipt(reference);
  const [staying, setStaying] = useState(false);
  const [announced, setAnnounced] = useState(false);

  // Paid: nothing of the gift forms is left to restore.
  useEffect(() => clearCheckoutDrafts(), []);

  useEffect(() => {
    if (staying) return;
    const announce = setTimeout(() => setAnnounced(true), ANNOUNCE_AFTER_MS);
    const redirect = setTimeout(() => navigate('/', { replace: true }), SUCCESS_REDIRECT_MS);
    return () => {
      clearTimeout(announce);
      clearTimeout(redirect);
    };
  }, [staying, navigate]);

  function print() {
    setStaying(true);
    window.print();
  }

  return (
    <Container maxWidth="sm" sx={{ py: 6, textAlign: 'center' }}>
      <CheckCircle aria-hidden color="success" sx={{ fontSize: 72, mb: 2 }} />
      <Typography variant="h1" tabIndex={-1} data-page-heading sx={{ outline: 'none', mb: 2 }}>
        {t('commerce.success.title')}
      </Typography>
      <Typography sx={{ mb: 2 }}>{t('commerce.success.message')}</Typography>
      <Box role="status" sx={{ minHeight: '1.5em' }}>
        {staying
          ? t('commerce.success.staying')
          : announced
            ? t('commerce.success.redirecting')
            : ''}
      </Box>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ justifyContent: 'center', mt: 2 }}
      >
        {!staying && (
          <Button variant="outlined" onClick={() => setStaying(true)}>
            {t('commerce.success.stay')}
          </Button>
        )}
        <Button component={RouterLink} to="/" variant="contained">
          {t('commerce.success.home')}
        </Button>
      </Stack>
      <Box sx={{ textAlign: 'left' }}>
        {reference && receipt.status === 'loading' && (
          <LoadingState label={t('commerce.success.loadingReceipt')} />
        )}
        {receipt.status === 'error' && (
          <ErrorState
            message={describeApiError(receipt.error, t('commerce.success.receiptFailed'))}
            onRetry={() => {
              setStaying(true);
              receipt.reload();
            }}
          />
        )}
        {receipt.status === 'success' && receipt.data && (
          <ReceiptCard receipt={receipt.data} onPrint={print} />
        )}
      </Box>
    </Container>
  );
}
