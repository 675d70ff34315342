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
import { LEADERSHIP_FAILED_MESSAGE, useLeaders } from '../../../lib/leaders';
import { useScrollToHash } from '../../../lib/useScrollToHash';
import { isDeacon } from '../lib/staff';
import { QuestionAccordions } from './QuestionAccordions';

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
  usePageMeta({
    title: 'Staff Directory',
    description:
      "Holy Trinity's pastoral staff, parish deacons, parish council and fellowship, and how to reach each of them.",
  });
  const leaders = useLeaders();
  const { hash } = useLocation();
  useScrollToHash(leaders.status !== 'loading');

  const staff = leaders.status === 'success' ? leaders.data : [];
  const list = (people: Leader[], none: string, opensPage = false) => {
    if (leaders.status === 'loading') return <LoadingState label="Loading leadership team..." />;
    if (leaders.status === 'error') {
      return <ErrorState message={LEADERSHIP_FAILED_MESSAGE} onRetry={leaders.reload} />;
    }
    return <People people={people} none={none} opensPage={opensPage} />;
  };

  const { email } = useParishDetails().contact;
  const officeLink = <Link href={`mailto:${email}`}>{email}</Link>;
  return (
    <Container maxWidth="lg" sx={{ py: 6 }}>
      <PageHeader
        title="Staff Directory"
        subtitle="The people who serve our parish, and how to reach them."
      />
      <QuestionAccordions
        defaultExpanded={hash ? decodeURIComponent(hash.slice(1)) : 'pastoral-staff'}
        items={[
          {
            id: 'pastoral-staff',
            title: 'Pastoral Staff',
            body: list(
              staff.filter((leader) => !isDeacon(leader)),
              'Our pastoral staff will be listed here soon.',
              // Open as the page opens, unless a link chose another section.
              !hash,
            ),
          },
          {
            id: 'parish-deacons',
            title: 'Parish Deacons',
            body: list(staff.filter(isDeacon), 'Our deacons will be listed here soon.'),
          },
          {
            id: 'parish-council',
            title: 'Parish Council',
            body: (
              <Box>
                <Typography sx={{ mb: 1 }}>
                  The parish council is made up of lay members elected by the parish, who share in
                  decisions with the pastor: the budget, the care of our buildings and the
                  priorities of parish life. Its meetings are open to parishioners.
                </Typography>
                <Typography>
                  To raise a matter with the council, write to the parish office at {officeLink}.
                </Typography>
              </Box>
            ),
          },
          {
            id: 'fellowship',
            title: 'Holy Trinity Fellowship',
            body: (
              <Box>
                <Typography sx={{ mb: 1 }}>
                  After the Sunday liturgy the fellowship hosts coffee in the parish hall, and
                  through the year it organises shared meals and the parish family picnic. New hosts
                  and bakers are always welcome.
                </Typography>
                <Typography>To lend a hand, write to {officeLink}.</Typography>
              </Box>
            ),
          },
        ]}
      />
    </Container>
  );
}
