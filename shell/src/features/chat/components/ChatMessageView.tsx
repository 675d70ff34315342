import type { MouseEvent, ReactNode } from 'react';
import { Box, Link, Typography, type SxProps, type Theme } from '@mui/material';
import { visuallyHidden } from '@parish/shared-web';
import type { Paragraph, ReplyPart } from '../lib/chatScript';
import type { ChatMessage } from '../stores/chatStore';

function isPlainClick(event: MouseEvent) {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

function Part({ part, navigate }: { part: ReplyPart; navigate: (to: string) => void }) {
  switch (part.kind) {
    case 'text':
      return part.text;
    case 'link':
      return (
        <Link
          href={part.to}
          onClick={(event) => {
            // Stay in the single-page app; modified clicks keep their browser meaning.
            if (!isPlainClick(event)) return;
            event.preventDefault();
            navigate(part.to);
          }}
        >
          {part.text}
        </Link>
      );
    case 'external-link':
      return (
        <Link href={part.href} target="_blank" rel="noopener noreferrer">
          {part.text}
          <Box component="span" sx={visuallyHidden}>
            {' '}
            (opens in a new tab)
          </Box>
        </Link>
      );
    case 'list':
      return (
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
          {part.items.map((item) => (
            <li key={item}>{item}</li>
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
const SPEAKER = { visitor: 'You: ', assistant: 'Assistant:' } as const;

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
        {SPEAKER[author]}
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
          {message.choice}
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
