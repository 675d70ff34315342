import type { ReactNode } from 'react';
import { Accordion, AccordionDetails, AccordionSummary, Typography } from '@mui/material';
import ExpandMore from '@mui/icons-material/ExpandMore';

export interface AccordionItem {
  id: string;
  title: string;
  body: ReactNode;
}

/** One accordion per item; `headingLevel` keeps the page's outline in order. */
export function QuestionAccordions({
  items,
  headingLevel = 'h2',
  defaultExpanded,
}: {
  items: readonly AccordionItem[];
  headingLevel?: 'h2' | 'h3';
  /** The item open at first, e.g. the one the URL's #hash names. */
  defaultExpanded?: string;
}) {
  return (
    <div>
      {items.map((item) => (
        <Accordion
          key={item.id}
          id={item.id}
          defaultExpanded={item.id === defaultExpanded}
          disableGutters
          slotProps={{ heading: { component: headingLevel } }}
          sx={{ scrollMarginTop: 88 }}
        >
          <AccordionSummary
            expandIcon={<ExpandMore aria-hidden />}
            id={`${item.id}-header`}
            aria-controls={`${item.id}-content`}
          >
            <Typography variant="h4" component="span">
              {item.title}
            </Typography>
          </AccordionSummary>
          <AccordionDetails>
            {typeof item.body === 'string' ? <Typography>{item.body}</Typography> : item.body}
          </AccordionDetails>
        </Accordion>
      ))}
    </div>
  );
}
