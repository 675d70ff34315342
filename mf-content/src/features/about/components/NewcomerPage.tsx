import { Link as RouterLink } from 'react-router';
import { Button, Container, Link, Stack, Typography } from '@mui/material';
import type { ParishDetails } from '@parish/shared-types';
import { PageHeader, useParishDetails, usePageMeta } from '@parish/shared-web';
import { QuestionAccordions, type AccordionItem } from './QuestionAccordions';

/** The questions, with the service times, address and e-mail the office keeps. */
function newcomerQuestions({ contact, service_times }: ParishDetails): readonly AccordionItem[] {
  const schedule = service_times.map((item) => `${item.label} at ${item.time}`).join(', ');
  return [
    {
      id: 'what-to-expect',
      title: 'What can I expect on a Sunday?',
      body: (
        <Typography>
          Our Sunday liturgy is a Catholic Mass: readings from Scripture, a homily, the prayers of
          the people and the Eucharist, with music led by the parish choir. It lasts about an hour.
          Afterwards there is coffee and fellowship in the parish hall, and we would love to meet
          you there. All who seek God are welcome to receive Communion.
        </Typography>
      ),
    },
    {
      id: 'when-and-where',
      title: 'When and where do you meet?',
      body: (
        <Typography>
          {schedule}. You will find us at {contact.address}; the{' '}
          <Link component={RouterLink} to="/about/contact">
            Contact Us
          </Link>{' '}
          page has a map. Special services and gatherings are on the{' '}
          <Link component={RouterLink} to="/events">
            Events
          </Link>{' '}
          page.
        </Typography>
      ),
    },
    {
      id: 'children-and-belonging',
      title: 'Is there something for my children, and how do I join?',
      body: (
        <Typography>
          Children aged 4 to 12 have their own Bible stories, songs and crafts during the Sunday
          liturgy, and Sunday School meets before it. When you are ready to belong, tell a greeter
          or write to the parish office at{' '}
          <Link href={`mailto:${contact.email}`}>{contact.email}</Link>; you can also join one of
          our{' '}
          <Link component={RouterLink} to="/ministries">
            ministries
          </Link>
          .
        </Typography>
      ),
    },
  ];
}

/** /about/new: the three questions newcomers ask most (spec: I'm New, an accordion). */
export default function NewcomerPage() {
  usePageMeta({
    title: "I'm New",
    description:
      'New to Holy Trinity? What to expect on a Sunday, when and where we meet, and how you and your children can belong.',
  });
  const details = useParishDetails();
  return (
    <Container maxWidth="md" sx={{ py: 6 }}>
      <PageHeader
        title="I'm New"
        subtitle="Welcome! Whether you are exploring faith or looking for a church home, here is what you may want to know before your first visit."
      />
      <QuestionAccordions items={newcomerQuestions(details)} defaultExpanded="what-to-expect" />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 4 }}>
        <Button component={RouterLink} to="/about/contact" variant="contained">
          Ask Us Anything
        </Button>
        <Button component={RouterLink} to="/events" variant="outlined">
          See Upcoming Events
        </Button>
      </Stack>
    </Container>
  );
}
