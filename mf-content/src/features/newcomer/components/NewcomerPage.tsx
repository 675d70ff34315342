import { Link as RouterLink } from 'react-router';
import { Button, Container, Link, Stack, Typography } from '@mui/material';
import type { ParishContact } from '@parish/shared-types';
import { PageHeader, useParishDetails, usePageMeta, type Translate } from '@parish/shared-web';
import { AllMassTimesLink, useChurchHours, type ChurchHour } from '@parish/shared-web/church-hours';
import { useT, type ContentMessageId } from '../lib/i18n';
import { richText } from '../../../lib/richText';
import { QuestionAccordions, type AccordionItem } from '../../../components/QuestionAccordions';

/** The questions, with the church hours, address and e-mail the office keeps. */
function newcomerQuestions(
  contact: ParishContact,
  hours: readonly ChurchHour[],
  t: Translate<ContentMessageId>,
): readonly AccordionItem[] {
  const schedule = hours
    .map((hour) => t('content.newcomer.when.schedule', { label: hour.label, time: hour.time }))
    .join(', ');
  return [
    {
      id: 'what-to-expect',
      title: t('content.newcomer.expect.title'),
      body: <Typography>{t('content.newcomer.expect.body')}</Typography>,
    },
    {
      id: 'when-and-where',
      title: t('content.newcomer.when.title'),
      body: (
        <Typography>
          {/* Until the hours are read (or when none is featured), the link alone says where they are. */}
          {richText(
            (values) =>
              schedule === ''
                ? t('content.newcomer.when.bodyWithoutSchedule', values)
                : t('content.newcomer.when.body', values),
            {
              contactLink: (
                <Link component={RouterLink} to="/about/contact">
                  {t('content.about.contact')}
                </Link>
              ),
              eventsLink: (
                <Link component={RouterLink} to="/events">
                  {t('content.events.title')}
                </Link>
              ),
              massTimesLink: <AllMassTimesLink />,
            },
            { schedule, address: contact.address },
          )}
        </Typography>
      ),
    },
    {
      id: 'children-and-belonging',
      title: t('content.newcomer.children.title'),
      body: (
        <Typography>
          {richText((values) => t('content.newcomer.children.body', values), {
            email: <Link href={`mailto:${contact.email}`}>{contact.email}</Link>,
            ministriesLink: (
              <Link component={RouterLink} to="/ministries">
                {t('content.newcomer.ministriesLink')}
              </Link>
            ),
          })}
        </Typography>
      ),
    },
  ];
}

/** /about/new: the three questions newcomers ask most (spec: I'm New, an accordion). */
export default function NewcomerPage() {
  const t = useT();
  usePageMeta({
    title: t('content.newcomer.title'),
    description: t('content.newcomer.description'),
  });
  const { contact } = useParishDetails();
  const hours = useChurchHours();
  return (
    <Container maxWidth="md" sx={{ py: 6 }}>
      <PageHeader title={t('content.newcomer.title')} subtitle={t('content.newcomer.subtitle')} />
      <QuestionAccordions
        items={newcomerQuestions(contact, hours.data ?? [], t)}
        defaultExpanded="what-to-expect"
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 4 }}>
        <Button component={RouterLink} to="/about/contact" variant="contained">
          {t('content.newcomer.askUs')}
        </Button>
        <Button component={RouterLink} to="/events" variant="outlined">
          {t('content.newcomer.seeEvents')}
        </Button>
      </Stack>
    </Container>
  );
}
