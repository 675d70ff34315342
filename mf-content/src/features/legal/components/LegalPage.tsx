import type { ReactNode } from 'react';
import { Box, Container, Typography } from '@mui/material';
import { PageHeader } from '@parish/shared-web';
import { useT } from '../lib/i18n';

export interface LegalSection {
  title: string;
  body: ReactNode;
}

/** A page of titled sections of prose: the privacy notice and the terms of use. */
export function LegalPage({
  title,
  intro,
  sections,
}: {
  title: string;
  intro: string;
  sections: readonly LegalSection[];
}) {
  const t = useT();
  return (
    <Container maxWidth="md" sx={{ py: 6 }}>
      <PageHeader title={title} subtitle={intro} />
      <Typography variant="body2" color="text.secondary" sx={{ mb: 4 }}>
        {t('content.legal.lastUpdated')}
      </Typography>
      {sections.map((section) => (
        <Box component="section" key={section.title} sx={{ mb: 4 }}>
          <Typography variant="h2" sx={{ fontSize: '1.5rem', mb: 1.5 }}>
            {section.title}
          </Typography>
          {section.body}
        </Box>
      ))}
    </Container>
  );
}

/** A paragraph of a legal page. */
export function P({ children }: { children: ReactNode }) {
  return <Typography sx={{ mb: 1.5 }}>{children}</Typography>;
}

/** A bulleted list of a legal page. */
export function Bullets({ items }: { items: readonly ReactNode[] }) {
  return (
    <Box component="ul" sx={{ mt: 0, mb: 1.5, pl: 3 }}>
      {items.map((item, index) => (
        <li key={index}>
          <Typography>{item}</Typography>
        </li>
      ))}
    </Box>
  );
}
