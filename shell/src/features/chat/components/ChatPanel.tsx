import { useEffect, useId, useRef, type FormEvent, type KeyboardEvent } from 'react';
import { Box, Button, IconButton, Paper, TextField, Typography } from '@mui/material';
import Close from '@mui/icons-material/Close';
import Send from '@mui/icons-material/Send';
import { useReadParishDetails, useSpecMessage } from '@parish/shared-web';
import { useReadChurchHours } from '@parish/shared-web/church-hours';
import { useT } from '../lib/i18n';
import {
  CHAT_CHOICES,
  CHAT_NO_CHOICE_LABEL,
  CHAT_SUBTITLE,
  CHAT_TITLE,
  findChoice,
} from '../lib/chatScript';
import { PANEL_PLACEMENT_SX } from '../lib/panelPlacement';
import { useChatStore } from '../stores/chatStore';
import { ChatMessageView } from './ChatMessageView';

interface ChatPanelProps {
  id: string;
  onClose: () => void;
  navigate: (to: string) => void;
}

/**
 * The open chat: a non-modal dialog beside the page. Focus moves to the
 * choice on opening; Escape or the close button closes it (the floating
 * button gets focus back).
 */
export default function ChatPanel({ id, onClose, navigate }: ChatPanelProps) {
  const titleId = useId();
  const subtitleId = useId();
  const textErrorId = useId();
  const messages = useChatStore((state) => state.messages);
  const choiceValue = useChatStore((state) => state.choice);
  const text = useChatStore((state) => state.text);
  const textError = useChatStore((state) => state.textError);
  const replying = useChatStore((state) => state.replying);
  const setChoice = useChatStore((state) => state.setChoice);
  const setText = useChatStore((state) => state.setText);
  const send = useChatStore((state) => state.send);
  const readParishDetails = useReadParishDetails();
  const readChurchHours = useReadChurchHours();
  const t = useT();
  /** The schema's message for an empty text box, in the page's language. */
  const say = useSpecMessage();

  const choice = findChoice(choiceValue);
  const textBox = choice?.kind === 'message' ? choice : null;

  const choiceRef = useRef<HTMLSelectElement>(null);
  const textRef = useRef<HTMLTextAreaElement>(null);
  const newestRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    choiceRef.current?.focus();
  }, []);

  // Keep the newest message in view as the conversation grows.
  useEffect(() => {
    newestRef.current?.scrollIntoView({ block: 'nearest' });
  }, [messages.length]);

  useEffect(() => {
    if (textError) textRef.current?.focus();
  }, [textError]);

  function handleKeyDown(event: KeyboardEvent) {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    onClose();
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void send({ parishDetails: readParishDetails, churchHours: readChurchHours });
  }

  return (
    <Paper
      id={id}
      role="dialog"
      aria-labelledby={titleId}
      aria-describedby={subtitleId}
      elevation={8}
      onKeyDown={handleKeyDown}
      sx={{
        ...PANEL_PLACEMENT_SX,
        height: 'min(560px, calc(100dvh - 120px))',
        display: 'flex',
        flexDirection: 'column',
        overflow: 'hidden',
      }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'flex-start',
          gap: 1,
          px: 2,
          py: 1.5,
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
        }}
      >
        <Box sx={{ flexGrow: 1 }}>
          <Typography id={titleId} variant="h6" component="h2" sx={{ fontSize: '1.05rem' }}>
            {t(CHAT_TITLE)}
          </Typography>
          <Typography id={subtitleId} variant="body2">
            {t(CHAT_SUBTITLE)}
          </Typography>
        </Box>
        <IconButton
          aria-label={t('shell.chat.close')}
          color="inherit"
          onClick={onClose}
          size="small"
        >
          <Close />
        </IconButton>
      </Box>

      <Box
        role="log"
        aria-label={t('shell.chat.conversation')}
        tabIndex={0}
        sx={{
          flex: 1,
          overflowY: 'auto',
          display: 'flex',
          flexDirection: 'column',
          gap: 1.5,
          p: 2,
        }}
      >
        {messages.map((message, index) => (
          <Box
            // Messages are only ever appended, so the position is a stable key.
            key={index}
            ref={index === messages.length - 1 ? newestRef : undefined}
            sx={{ display: 'flex', flexDirection: 'column' }}
          >
            <ChatMessageView message={message} navigate={navigate} />
          </Box>
        ))}
        {replying && (
          <Typography
            role="status"
            variant="body2"
            color="text.secondary"
            sx={{ fontStyle: 'italic' }}
          >
            {t('shell.chat.replying')}
          </Typography>
        )}
      </Box>

      <Box
        component="form"
        noValidate
        onSubmit={handleSubmit}
        sx={{
          display: 'flex',
          flexDirection: 'column',
          gap: 1.5,
          p: 2,
          borderTop: 1,
          borderColor: 'divider',
        }}
      >
        <TextField
          select
          size="small"
          label={t('shell.chat.choiceLabel')}
          value={choiceValue}
          onChange={(event) => setChoice(event.target.value)}
          slotProps={{
            select: { native: true },
            htmlInput: { ref: choiceRef },
            inputLabel: { shrink: true },
          }}
        >
          <option value="">{t(CHAT_NO_CHOICE_LABEL)}</option>
          {CHAT_CHOICES.map((option) => (
            <option key={option.value} value={option.value}>
              {t(option.label)}
            </option>
          ))}
        </TextField>
        {textBox && (
          <TextField
            key={textBox.value}
            multiline
            minRows={2}
            maxRows={5}
            size="small"
            label={t(textBox.fieldLabel)}
            placeholder={t(textBox.placeholder)}
            value={text}
            onChange={(event) => setText(event.target.value)}
            error={textError !== null}
            helperText={textError === null ? ' ' : say(textError)}
            slotProps={{
              htmlInput: { ref: textRef, maxLength: 2000 },
              formHelperText: { id: textErrorId, role: textError ? 'alert' : undefined },
              inputLabel: { shrink: true },
            }}
          />
        )}
        {/* Not `disabled` while replying: that would drop keyboard focus out of the
            chat (and Escape with it); the store ignores a Send during a reply. */}
        <Button
          type="submit"
          variant="contained"
          endIcon={<Send />}
          aria-disabled={replying || undefined}
          sx={replying ? { opacity: 0.7, cursor: 'progress' } : undefined}
        >
          {t('shell.chat.send')}
        </Button>
      </Box>
    </Paper>
  );
}
