import type { MouseEvent } from 'react';
import { Box, Link, Typography } from '@mui/material';
import type { Paragraph, ReplyPart } from '../lib/chatScript';
import type { ChatMessage } from '../stores/chatStore';

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

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
      <Box
        data-author="visitor"
        sx={{
          alignSelf: 'flex-end',
          maxWidth: '85%',
          px: 1.5,
          py: 1,
          borderRadius: 2,
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          overflowWrap: 'anywhere',
          whiteSpace: 'pre-wrap',
        }}
      >
        <Box component="span" sx={visuallyHidden}>
          You:{' '}
        </Box>
        <Typography variant="body2" component="p" sx={{ m: 0, fontWeight: 600 }}>
          {message.choice}
        </Typography>
        {message.typed !== undefined && (
          <Typography variant="body2" component="p" sx={{ m: 0, mt: 0.5 }}>
            {message.typed}
          </Typography>
        )}
      </Box>
    );
  }
  return (
    <Box
      data-author="assistant"
      sx={{
        alignSelf: 'flex-start',
        maxWidth: '90%',
        px: 1.5,
        py: 1,
        borderRadius: 2,
        bgcolor: 'background.default',
        color: 'text.primary',
        border: 1,
        borderColor: 'divider',
        borderLeft: message.failed ? 4 : 1,
        borderLeftColor: message.failed ? 'error.main' : 'divider',
        display: 'flex',
        flexDirection: 'column',
        gap: 1,
        overflowWrap: 'anywhere',
      }}
    >
      <Box component="span" sx={visuallyHidden}>
        Assistant:
      </Box>
      {message.paragraphs.map((paragraph, index) => (
        <ParagraphView key={index} paragraph={paragraph} navigate={navigate} />
      ))}
    </Box>
  );
}
