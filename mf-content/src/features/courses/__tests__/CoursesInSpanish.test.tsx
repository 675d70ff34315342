import { screen } from '@testing-library/react';
import { COURSES } from '@parish/shared-types';
import { renderWithProviders, translationsIn } from '@parish/shared-web/testing';
import { loadCatalog } from '../lib/i18n';
import common from '../../../locales/en.json';
import own from '../locales/en.json';

/** The feature's English texts with the remote's common ones, as its `useT` has them. */
const english: Record<string, string> = { ...common, ...own };
import ApplicationPage from '../components/ApplicationPage';
import CoursePage from '../components/CoursePage';
import { COURSE_DETAILS } from '../lib/courseCopy';

const inSpanish = async () => ({ translations: await translationsIn('es', loadCatalog) });

describe('the courses in Spanish', () => {
  it('keeps the English titles the shared course list has', () => {
    expect(COURSE_DETAILS.map((course) => english[course.title])).toEqual(
      COURSES.map((course) => course.title),
    );
  });

  it('shows a course page in Spanish', async () => {
    renderWithProviders(<CoursePage />, {
      route: '/courses/church-history',
      ...(await inSpanish()),
    });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Historia de la Iglesia primitiva' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Los Padres de la Iglesia')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Inscribirse en este curso' })).toHaveAttribute(
      'href',
      '/application?course=history',
    );
    expect(screen.queryByText('What we cover')).not.toBeInTheDocument();
  });

  it('labels the registration form in Spanish', async () => {
    renderWithProviders(<ApplicationPage />, {
      route: '/application?course=service',
      ...(await inSpanish()),
    });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Inscríbase en un curso' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/^Apellido/)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /^Curso/ })).toHaveTextContent(
      'Fe y servicio a la comunidad',
    );
    expect(screen.getByRole('button', { name: 'Enviar inscripción' })).toBeInTheDocument();
    expect(screen.queryByText('Submit Registration')).not.toBeInTheDocument();
  });
});
