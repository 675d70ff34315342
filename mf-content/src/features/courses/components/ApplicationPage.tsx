import { useSearchParams } from 'react-router';
import { Container, Grid, Stack } from '@mui/material';
import { COURSES, courseRegistrationInputSchema, courseTitle } from '@parish/shared-types';
import {
  PageHeader,
  SchemaField,
  SchemaForm,
  SubmitButton,
  usePageMeta,
  useSchemaForm,
} from '@parish/shared-web';
import { registerForCourse } from '../api/courseRegistration';

export const REGISTRATION_FAILED_MESSAGE = 'Something went wrong. Please try again.';

/** /application: 'Register for a Course', all four fields required (spec). */
export default function ApplicationPage() {
  usePageMeta({
    title: 'Register for a Course',
    description:
      'Register for Intro to Catholic Theology, History of the Early Church, or Faith & Community Service at Holy Trinity.',
  });
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
    failureMessage: REGISTRATION_FAILED_MESSAGE,
    resetOnSuccess: true,
    successMessage: (registration) =>
      `Thank you, ${registration.first_name}! You are registered for ${courseTitle(registration.course)}. The parish office will write to ${registration.email} with the dates.`,
  });

  return (
    <Container maxWidth="sm" sx={{ py: 6 }}>
      <PageHeader
        title="Register for a Course"
        subtitle="Fill in your details and choose a course. All fields are required."
      />
      <SchemaForm form={form} ariaLabel="Register for a Course">
        <Stack spacing={2}>
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, sm: 6 }}>
              <SchemaField
                form={form}
                name="first_name"
                kind="text"
                label="First Name"
                autoComplete="given-name"
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <SchemaField
                form={form}
                name="last_name"
                kind="text"
                label="Last Name"
                autoComplete="family-name"
              />
            </Grid>
          </Grid>
          <SchemaField form={form} name="email" kind="email" label="Email" autoComplete="email" />
          <SchemaField
            form={form}
            name="course"
            kind="select"
            label="Course"
            placeholder="Select a course..."
            options={COURSES.map((course) => ({ value: course.value, label: course.title }))}
          />
          <div>
            <SubmitButton form={form} busyLabel="Submitting...">
              Submit Registration
            </SubmitButton>
          </div>
        </Stack>
      </SchemaForm>
    </Container>
  );
}
