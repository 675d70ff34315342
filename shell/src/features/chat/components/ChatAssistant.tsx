import { lazy, Suspense, useCallback, useId, useRef, useState } from 'react';
import { Box, Fab } from '@mui/material';
import ChatBubble from '@mui/icons-material/ChatBubble';
import Close from '@mui/icons-material/Close';

const CHAT_BUTTON_LABEL = 'Chat with our virtual assistant';

// The panel, its conversation logic and its validation rules load only when
// a visitor reaches for the chat, keeping them out of the first page load.
const loadPanel = () => import('./ChatPanel');
const ChatPanel = lazy(loadPanel);

/**
 * The floating chat button and, once opened, the assistant's panel. It sits
 * outside the router's tree, so links in replies navigate through `navigate`.
 */
export function ChatAssistant({ navigate }: { navigate: (to: string) => void }) {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  const close = useCallback(() => {
    setOpen(false);
    buttonRef.current?.focus();
  }, []);

  return (
    <Box component="aside" aria-label="Chat assistant">
      {open && (
        <Suspense fallback={null}>
          <ChatPanel id={panelId} onClose={close} navigate={navigate} />
        </Suspense>
      )}
      <Fab
        ref={buttonRef}
        color="primary"
        aria-label={CHAT_BUTTON_LABEL}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => (open ? close() : setOpen(true))}
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
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
