import { render, screen } from '@testing-library/react';
import { specMessagesLoaded } from '@parish/shared-types';
import { createTranslations, TranslationsProvider } from '../translations';
import { useSpecMessage } from '../useSpecMessage';

function Message({ text }: { text: string }) {
  const say = useSpecMessage();
  return <p>{say(text)}</p>;
}

function renderInSpanish(text: string) {
  return render(
    <TranslationsProvider translations={createTranslations('es')}>
      <Message text={text} />
    </TranslationsProvider>,
  );
}

// One file, one order: shared-types keeps a catalog once loaded.
describe('the spec’s messages on a Spanish page', () => {
  it('load nothing while no message is shown (a form nobody has used)', async () => {
    renderInSpanish('');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(specMessagesLoaded('es')).toBe(false);
  });

  it('load once a message is shown, which is then said in Spanish', async () => {
    renderInSpanish('Please enter a valid email address');
    expect(await screen.findByText('Ingrese un correo electrónico válido')).toBeInTheDocument();
    expect(specMessagesLoaded('es')).toBe(true);
  });
});
