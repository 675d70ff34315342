import { useMemo, type MouseEvent, type ReactNode } from 'react';
import { Box, Link, Typography, type SxProps, type Theme } from '@mui/material';
import { pathInLanguage } from '@parish/shared-types';
import { useLanguage, visuallyHidden } from '@parish/shared-web';
import { useT } from '../lib/i18n';
import type { Paragraph, ReplyPart } from '../lib/chatScript';
import { chatSegments, chatText, listFormatFor, type ChatFormat } from '../lib/chatText';
import type { ChatMessage } from '../stores/chatStore';

function isPlainClick(event: MouseEvent) {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/** The page's `t` and list format, for the assistant's texts. */
function useChatFormat(): ChatFormat {
  const t = useT();
  const language = useLanguage();
  return useMemo(() => ({ t, list: listFormatFor(language) }), [t, language]);
}

/** A page of this site, followed through the router (the address is the page's language's). */
function SiteLink({
  to,
  navigate,
  children,
}: {
  to: string;
  navigate: (to: string) => void;
  children: ReactNode;
}) {
  const language = useLanguage();
  return (
    <Link
      href={pathInLanguage(to, language)}
      onClick={(event) => {
        // Stay in the single-page app; modified clicks keep their browser meaning.
        if (!isPlainClick(event)) return;
        event.preventDefault();
        navigate(to);
      }}
    >
      {children}
    </Link>
  );
}

function Part({ part, navigate }: { part: ReplyPart; navigate: (to: string) => void }) {
  const format = useChatFormat();
  switch (part.kind) {
    case 'text':
      return chatSegments(part.text, part.links, format).map((segment, index) =>
        segment.link === undefined ? (
          segment.text
        ) : (
          <SiteLink key={index} to={segment.link} navigate={navigate}>
            {segment.text}
          </SiteLink>
        ),
      );
    case 'external-link':
      return (
        <Link href={part.href} target="_blank" rel="noopener noreferrer">
          {chatText(part.text, format)}
          <Box component="span" sx={visuallyHidden}>
            {' '}
            {format.t('shell.chat.opensInNewTab')}
          </Box>
        </Link>
      );
    case 'list':
      return (
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
          {part.items.map((item) => (
            <li key={item.id}>{chatText(item, format)}</li>
          ))}
        </Box>
      );
  }
}

function ParagraphView({
  paragraph,
  navigate,
}: {
  paragraph: Paragraph;
  navigate: (to: string) => void;
}) {
  const hasList = paragraph.some((part) => part.kind === 'list');
  return (
    <Typography variant="body2" component={hasList ? 'div' : 'p'} sx={{ m: 0 }}>
      {paragraph.map((part, index) => (
        <Part key={index} part={part} navigate={navigate} />
      ))}
    </Typography>
  );
}

/** What a screen reader hears before each message, since the bubbles' sides are only seen. */
const SPEAKER = {
  visitor: 'shell.chat.speaker.visitor',
  assistant: 'shell.chat.speaker.assistant',
} as const;

/** A speech bubble: the visitor's on the right, the assistant's on the left. */
function Bubble({
  author,
  sx,
  children,
}: {
  author: ChatMessage['author'];
  sx: SxProps<Theme>;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <Box
      data-author={author}
      sx={[
        {
          alignSelf: author === 'visitor' ? 'flex-end' : 'flex-start',
          px: 1.5,
          py: 1,
          borderRadius: 2,
          overflowWrap: 'anywhere',
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <Box component="span" sx={visuallyHidden}>
        {t(SPEAKER[author])}{' '}
      </Box>
      {children}
    </Box>
  );
}

/** One message of the conversation; a visitor's words are only ever text. */
export function ChatMessageView({
  message,
  navigate,
}: {
  message: ChatMessage;
  navigate: (to: string) => void;
}) {
  const t = useT();
  if (message.author === 'visitor') {
    return (
      <Bubble
        author="visitor"
        sx={{
          maxWidth: '85%',
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          whiteSpace: 'pre-wrap',
        }}
      >
        <Typography variant="body2" component="p" sx={{ m: 0, fontWeight: 600 }}>
          {t(message.choice)}
        </Typography>
        {message.typed !== undefined && (
          <Typography variant="body2" component="p" sx={{ m: 0, mt: 0.5 }}>
            {message.typed}
          </Typography>
        )}
      </Bubble>
    );
  }
  return (
    <Bubble
      author="assistant"
      sx={{
        maxWidth: '90%',
        bgcolor: 'background.default',
        color: 'text.primary',
        border: 1,
        borderColor: 'divider',
        borderLeft: message.failed ? 4 : 1,
        borderLeftColor: message.failed ? 'error.main' : 'divider',
        display: 'flex',
        flexDirection: 'column',
        gap: 1,
      }}
    >
      {message.paragraphs.map((paragraph, index) => (
        <ParagraphView key={index} paragraph={paragraph} navigate={navigate} />
      ))}
    </Bubble>
  );
}
