import { useLocation } from 'react-router';
import { Box, Container, Grid, Link, Typography } from '@mui/material';
import type { Leader } from '@parish/shared-types';
import {
  EmptyState,
  ErrorState,
  LoadingState,
  PageHeader,
  useParishDetails,
  usePageMeta,
} from '@parish/shared-web';
import { LeaderCard } from '../../../components/LeaderCard';
import { useT } from '../lib/i18n';
import { useLeaders } from '../../../lib/leaders';
import { richText } from '../../../lib/richText';
import { useScrollToHash } from '../../../lib/useScrollToHash';
import { isDeacon } from '../lib/staff';
import { QuestionAccordions } from '../../../components/QuestionAccordions';

function People({
  people,
  none,
  opensPage = false,
}: {
  people: Leader[];
  none: string;
  /** The list the page opens on: its first portrait is fetched at once. */
  opensPage?: boolean;
}) {
  if (people.length === 0) return <EmptyState>{none}</EmptyState>;
  return (
    <Grid container spacing={2}>
      {people.map((leader, index) => (
        <Grid key={leader.id} size={{ xs: 12, sm: 6, md: 4 }}>
          <LeaderCard leader={leader} prominent={opensPage && index === 0} />
        </Grid>
      ))}
    </Grid>
  );
}

/** /about/staff-directory: pastoral staff, deacons, the parish council and the fellowship. */
export default function StaffDirectoryPage() {
  const t = useT();
  usePageMeta({ title: t('content.staff.title'), description: t('content.staff.description') });
  const leaders = useLeaders();
  const { hash } = useLocation();
  useScrollToHash(leaders.status !== 'loading');

  const staff = leaders.status === 'success' ? leaders.data : [];
  const list = (people: Leader[], none: string, opensPage = false) => {
    if (leaders.status === 'loading') return <LoadingState label={t('content.leaders.loading')} />;
    if (leaders.status === 'error') {
      return <ErrorState message={t('content.leaders.failed')} onRetry={leaders.reload} />;
    }
    return <People people={people} none={none} opensPage={opensPage} />;
  };

  const { email } = useParishDetails().contact;
  const officeLink = <Link href={`mailto:${email}`}>{email}</Link>;
  return (
    <Container maxWidth="lg" sx={{ py: 6 }}>
      <PageHeader title={t('content.staff.title')} subtitle={t('content.staff.subtitle')} />
      <QuestionAccordions
        defaultExpanded={hash ? decodeURIComponent(hash.slice(1)) : 'pastoral-staff'}
        items={[
          {
            id: 'pastoral-staff',
            title: t('content.staff.pastoral'),
            body: list(
              staff.filter((leader) => !isDeacon(leader)),
              t('content.staff.pastoral.empty'),
              // Open as the page opens, unless a link chose another section.
              !hash,
            ),
          },
          {
            id: 'parish-deacons',
            title: t('content.staff.deacons'),
            body: list(staff.filter(isDeacon), t('content.staff.deacons.empty')),
          },
          {
            id: 'parish-council',
            title: t('content.staff.council'),
            body: (
              <Box>
                <Typography sx={{ mb: 1 }}>{t('content.staff.council.text')}</Typography>
                <Typography>
                  {richText((values) => t('content.staff.council.write', values), {
                    email: officeLink,
                  })}
                </Typography>
              </Box>
            ),
          },
          {
            id: 'fellowship',
            title: t('content.staff.fellowship'),
            body: (
              <Box>
                <Typography sx={{ mb: 1 }}>{t('content.staff.fellowship.text')}</Typography>
                <Typography>
                  {richText((values) => t('content.staff.fellowship.write', values), {
                    email: officeLink,
                  })}
                </Typography>
              </Box>
            ),
          },
        ]}
      />
    </Container>
  );
}
