import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildFund, seededFunds } from '@parish/shared-types/testing';
import { mockApi, renderWithProviders, translationsIn } from '@parish/shared-web/testing';
import { loadPaymentCatalog } from '@parish/shared-web/payments';
import { loadCatalog } from '../../lib/i18n';
import GivingPage from '../GivingPage';

let api: ReturnType<typeof mockApi> | undefined;
beforeEach(() => {
  api = mockApi({
    'GET /api/funds/': {
      status: 200,
      body: [
        ...seededFunds(),
        buildFund({
          key: 'christmas-flowers',
          name: 'Christmas Flowers',
          name_es: 'Flores de Navidad',
          goal_cents: 500000,
          raised_cents: 125000,
        }),
      ],
    },
  });
});
afterEach(() => {
  api?.restore();
  sessionStorage.clear();
});

describe('the giving page in Spanish', () => {
  it('words the tabs, the funds, the fee and the button in Spanish', async () => {
    renderWithProviders(<GivingPage />, {
      route: '/giving',
      translations: await translationsIn('es', loadCatalog, loadPaymentCatalog),
    });

    expect(screen.getByRole('heading', { level: 1, name: 'Donaciones' })).toBeVisible();
    const tabs = within(screen.getByRole('tablist', { name: 'Formas de donar' })).getAllByRole(
      'tab',
    );
    expect(tabs.map((tab) => tab.textContent)).toEqual(['En línea', 'Recurrente', 'Otras formas']);
    const online = screen.getByRole('tabpanel', { name: 'En línea' });
    expect(within(online).getByRole('heading', { name: 'Donación única' })).toBeVisible();
    const funds = within(online).getByRole('group', { name: 'Elija a dónde va su donación' });
    expect(await within(funds).findByRole('button', { name: /^Fondo General/ })).toHaveTextContent(
      'Donde más se necesite',
    );
    expect(within(funds).getByRole('button', { name: /^Flores de Navidad/ })).toBeVisible();
    const goals = screen.getByRole('region', { name: 'Metas de los fondos' });
    expect(within(goals).getByRole('progressbar', { name: 'Flores de Navidad' })).toHaveAttribute(
      'aria-valuetext',
      expect.stringMatching(/^\$1[ ,.]?250[.,]00 de \$5[ ,.]?000[.,]00$/),
    );
    const donate = within(online).getByRole('button', { name: 'Donar ahora' });
    expect(donate).toBeDisabled();
    expect(donate).toHaveAccessibleDescription(
      'Por favor, seleccione o escriba la cantidad de su donación',
    );

    await userEvent.click(within(online).getByRole('button', { name: '$100' }));
    expect(
      within(online).getByRole('checkbox', {
        name: 'Agregar $3.30 para cubrir la comisión por pago con tarjeta',
      }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Donate Now|One-Time Gift|General Fund/)).toBeNull();
  });
});
