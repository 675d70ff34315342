import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { chosenLanguage, LANGUAGE_COOKIE } from '@parish/shared-types';
import { renderWithProviders, translationsIn } from '@parish/shared-web/testing';
import { LanguageOffer } from '../components/LanguageOffer';
import { LanguageSwitch } from '../components/LanguageSwitch';
import { preferredLanguage } from '../lib/languageChoice';

function forgetChoice() {
  document.cookie = `${LANGUAGE_COOKIE}=; Path=/; Max-Age=0`;
}

function browserPrefers(...languages: string[]) {
  jest.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
}

afterEach(() => {
  forgetChoice();
  jest.restoreAllMocks();
});

describe('the language switch', () => {
  it('links the page you are on to its Spanish address, named in Spanish, and remembers the choice', async () => {
    renderWithProviders(<LanguageSwitch />, { route: '/events?filter=past' });
    const link = screen.getByRole('link', { name: 'Español' });
    expect(link).toHaveAttribute('href', '/es/events?filter=past&lang=es');
    expect(link).toHaveAttribute('hreflang', 'es');
    expect(link).toHaveAttribute('lang', 'es');
    link.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(link);
    expect(chosenLanguage(document.cookie)).toBe('es');
  });

  it('on a Spanish page, offers the English one at its address', async () => {
    renderWithProviders(<LanguageSwitch inMenu />, {
      route: '/giving',
      translations: await translationsIn('es'),
    });
    expect(screen.getByRole('link', { name: 'English' })).toHaveAttribute(
      'href',
      '/giving?lang=en',
    );
  });
});

describe('the offer of Spanish', () => {
  it('is made to a first visit whose browser prefers Spanish, and remembers a no', async () => {
    browserPrefers('es-MX', 'en-US');
    renderWithProviders(<LanguageOffer />, { route: '/calendar' });
    const offer = await screen.findByRole('region', {
      name: 'Este sitio también está en español.',
    });
    expect(offer).toHaveAttribute('lang', 'es');
    expect(within(offer).getByRole('link', { name: 'Ver en español' })).toHaveAttribute(
      'href',
      '/es/calendar',
    );
    await userEvent.click(within(offer).getByRole('button', { name: 'No, gracias' }));
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(chosenLanguage(document.cookie)).toBe('en');
  });

  it('is not made when the browser prefers English, when a choice was made, or on a Spanish page', async () => {
    browserPrefers('en-US', 'es');
    const { unmount } = renderWithProviders(<LanguageOffer />);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    unmount();

    browserPrefers('es');
    document.cookie = `${LANGUAGE_COOKIE}=en; Path=/`;
    renderWithProviders(<LanguageOffer />).unmount();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    forgetChoice();

    renderWithProviders(<LanguageOffer />, { translations: await translationsIn('es') });
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });
});

describe("the browser's preferred language", () => {
  it.each([
    [['es-MX', 'en'], 'es'],
    [['en-GB', 'es'], 'en'],
    [['fr-FR', 'es-ES'], 'es'],
    [['fr-FR', 'de'], 'en'],
    [[], 'en'],
  ])('of %j is %s', (languages, expected) => {
    expect(preferredLanguage(languages)).toBe(expected);
  });
});
