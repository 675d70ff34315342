import {
  Component,
  lazy,
  Suspense,
  useCallback,
  useId,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { Alert, Box, Button, Fab, Paper } from '@mui/material';
import ChatBubble from '@mui/icons-material/ChatBubble';
import Close from '@mui/icons-material/Close';
import { useT } from '../../../lib/i18n';
import { PANEL_PLACEMENT_SX } from '../lib/panelPlacement';

// The panel, its conversation logic and its validation rules load only when
// a visitor reaches for the chat, keeping them out of the first page load.
const loadPanel = () => import('./ChatPanel');

/** Shown in the panel's place while its code downloads, or when it could not. */
function PanelNotice({ children }: { children: ReactNode }) {
  return (
    <Paper elevation={8} sx={{ ...PANEL_PLACEMENT_SX, p: 2 }}>
      {children}
    </Paper>
  );
}

/** Says the panel could not be downloaded, with a way to try again. */
function PanelLoadFailed({ onRetry }: { onRetry: () => void }) {
  const t = useT();
  return (
    <PanelNotice>
      <Alert
        severity="warning"
        action={
          <Button color="inherit" size="small" onClick={onRetry}>
            {t('shell.chat.loadFailed.retry')}
          </Button>
        }
      >
        {t('shell.chat.loadFailed')}
      </Alert>
    </PanelNotice>
  );
}

/**
 * The chat sits outside the router, so nothing else would catch a failed
 * download of its panel (offline, a deploy mid-visit): without this the
 * whole site would go blank. Retry builds a fresh lazy component, since
 * React keeps a failed one failed.
 */
class PanelLoadBoundary extends Component<
  { onRetry: () => void; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('[shell] the chat panel could not be loaded', error);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <PanelLoadFailed
        onRetry={() => {
          this.setState({ failed: false });
          this.props.onRetry();
        }}
      />
    );
  }
}

/**
 * The floating chat button and, once opened, the assistant's panel. It sits
 * outside the router's tree, so links in replies navigate through `navigate`.
 */
export function ChatAssistant({ navigate }: { navigate: (to: string) => void }) {
  const [open, setOpen] = useState(false);
  const [ChatPanel, setChatPanel] = useState(() => lazy(loadPanel));
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const t = useT();

  const close = useCallback(() => {
    setOpen(false);
    buttonRef.current?.focus();
  }, []);

  return (
    <Box component="aside" aria-label={t('shell.chat.region')}>
      {open && (
        <PanelLoadBoundary onRetry={() => setChatPanel(() => lazy(loadPanel))}>
          <Suspense
            fallback={
              <PanelNotice>
                <Box role="status">{t('shell.chat.opening')}</Box>
              </PanelNotice>
            }
          >
            <ChatPanel id={panelId} onClose={close} navigate={navigate} />
          </Suspense>
        </PanelLoadBoundary>
      )}
      <Fab
        ref={buttonRef}
        color="primary"
        aria-label={t('shell.chat.open')}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => (open ? close() : setOpen(true))}
        onPointerEnter={() => void loadPanel().catch(() => {})}
        onFocus={() => void loadPanel().catch(() => {})}
        sx={{
          position: 'fixed',
          right: { xs: 16, sm: 24 },
          bottom: { xs: 16, sm: 24 },
          zIndex: (theme) => theme.zIndex.speedDial,
        }}
      >
        {open ? <Close /> : <ChatBubble />}
      </Fab>
    </Box>
  );
}
