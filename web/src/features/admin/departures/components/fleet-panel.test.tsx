import type { Guide, Vehicle } from '@shop/contract/departures';
import { screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser, renderWithProviders } from '#web/test/render.tsx';
import { serveApi } from '#web/test/stub-server.ts';
import { FleetPanel } from './fleet-panel';

const admin = makeUser({ is_staff: true, is_superuser: true });
const userEvent = userEventLib.setup({ delay: null });

const vehicle: Vehicle = {
  id: 4,
  name: 'Land Cruiser',
  plate: 'T 123 ABC',
  seats: 7,
  unavailable_dates: ['2027-01-05', '2027-01-06'],
  is_active: true,
};
const guide: Guide = {
  id: 8,
  user: 31,
  username: 'juma',
  full_name: 'Juma Ali',
  phone: '754222333',
  country_code: '+255',
  locale: 'sw',
  is_active: false,
};

function serveFleet() {
  return serveApi((config) => {
    if (config.method === 'get')
      return { status: 200, data: config.url === '/admin/guides/' ? [guide] : [vehicle] };
    if (config.method === 'delete') return { status: 204 };
    return { status: 200, data: vehicle };
  });
}

describe('FleetPanel', () => {
  it('lists vehicles and guides, edits a vehicle in place and removes a guide’s role', async () => {
    const server = serveFleet();
    renderWithProviders(<FleetPanel />, { user: admin, route: '/admin/dashboard?tab=departures&view=fleet' });
    const vehicles = screen.getByRole('region', { name: 'Vehicles' });
    const guides = screen.getByRole('region', { name: 'Guides' });
    const car = await within(vehicles).findByRole('listitem');
    expect(car).toHaveTextContent('Land Cruiser (T 123 ABC)');
    expect(car).toHaveTextContent('7 seats · 2 days off');
    const juma = await within(guides).findByRole('listitem');
    expect(juma).toHaveTextContent('Juma AliInactive');
    expect(juma).toHaveTextContent('juma · +255 754222333 · Kiswahili');

    await userEvent.click(within(car).getByRole('button', { name: 'Edit' }));
    expect(within(vehicles).getByLabelText('Name')).toHaveValue('Land Cruiser');
    expect(within(vehicles).getByLabelText(/^Days not available/)).toHaveValue('2027-01-05, 2027-01-06');
    await userEvent.clear(within(vehicles).getByLabelText('Seats for travellers'));
    await userEvent.type(within(vehicles).getByLabelText('Seats for travellers'), '9');
    await userEvent.click(within(vehicles).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(vehicles).queryByLabelText('Name')).not.toBeInTheDocument());
    expect(server.sent.find((r) => r.method === 'PUT')).toMatchObject({
      url: '/admin/vehicles/4/',
      body: {
        name: 'Land Cruiser',
        plate: 'T 123 ABC',
        seats: 9,
        unavailable_dates: ['2027-01-05', '2027-01-06'],
        is_active: true,
      },
    });

    await userEvent.click(within(juma).getByRole('button', { name: 'Remove role' }));
    await waitFor(() =>
      expect(server.sent.some((r) => r.method === 'DELETE' && r.url === '/admin/guides/8/')).toBe(true),
    );
  });

  it('opens an empty form for a new guide, which Cancel closes', async () => {
    serveFleet();
    renderWithProviders(<FleetPanel />, { user: admin, route: '/admin/dashboard?tab=departures&view=fleet' });
    const guides = screen.getByRole('region', { name: 'Guides' });
    await userEvent.click(within(guides).getByRole('button', { name: 'Add a guide' }));
    expect(within(guides).getByLabelText('Username or e-mail of the account')).toHaveValue('');
    expect(within(guides).getByLabelText('Username or e-mail of the account')).toBeEnabled();
    expect(within(guides).getByLabelText('Active')).toBeChecked();
    await userEvent.click(within(guides).getByRole('button', { name: 'Cancel' }));
    expect(within(guides).queryByLabelText('Username or e-mail of the account')).not.toBeInTheDocument();
  });
});
