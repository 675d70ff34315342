import { useSearchParams } from 'react-router';
import { Container, Grid, Stack } from '@mui/material';
import { COURSES, courseRegistrationInputSchema } from '@parish/shared-types';
import {
  PageHeader,
  SchemaField,
  SchemaForm,
  SubmitButton,
  usePageMeta,
  useSchemaForm,
} from '@parish/shared-web';
import { useT } from '../lib/i18n';
import { registerForCourse } from '../api/courseRegistration';
import { COURSE_DETAILS } from '../lib/courseCopy';

/** /application: 'Register for a Course', all four fields required (spec). */
export default function ApplicationPage() {
  const t = useT();
  usePageMeta({
    title: t('content.courses.register'),
    description: t('content.courses.application.description'),
  });
  const courseTitle = (value: string) => {
    const course = COURSE_DETAILS.find((details) => details.value === value);
    return course ? t(course.title) : value;
  };
  const [searchParams] = useSearchParams();
  const asked = searchParams.get('course');
  const empty = {
    first_name: '',
    last_name: '',
    email: '',
    course: COURSES.some((course) => course.value === asked) ? (asked as string) : '',
  };
  const form = useSchemaForm(courseRegistrationInputSchema, {
    initialValues: empty,
    submit: registerForCourse,
    failureMessage: t('content.common.failed'),
    resetOnSuccess: true,
    successMessage: (registration) =>
      t('content.courses.application.sent', {
        name: registration.first_name,
        course: courseTitle(registration.course),
        email: registration.email,
      }),
  });

  return (
    <Container maxWidth="sm" sx={{ py: 6 }}>
      <PageHeader
        title={t('content.courses.register')}
        subtitle={t('content.courses.application.subtitle')}
      />
      <SchemaForm form={form} ariaLabel={t('content.courses.register')}>
        <Stack spacing={2}>
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, sm: 6 }}>
              <SchemaField
                form={form}
                name="first_name"
                kind="text"
                label={t('content.courses.application.firstName')}
                autoComplete="given-name"
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <SchemaField
                form={form}
                name="last_name"
                kind="text"
                label={t('content.courses.application.lastName')}
                autoComplete="family-name"
              />
            </Grid>
          </Grid>
          <SchemaField
            form={form}
            name="email"
            kind="email"
            label={t('content.common.email')}
            autoComplete="email"
          />
          <SchemaField
            form={form}
            name="course"
            kind="select"
            label={t('content.courses.application.course')}
            placeholder={t('content.courses.application.selectCourse')}
            options={COURSE_DETAILS.map((course) => ({
              value: course.value,
              label: t(course.title),
            }))}
          />
          <div>
            <SubmitButton form={form} busyLabel={t('content.common.submitting')}>
              {t('content.courses.application.submit')}
            </SubmitButton>
          </div>
        </Stack>
      </SchemaForm>
    </Container>
  );
}
