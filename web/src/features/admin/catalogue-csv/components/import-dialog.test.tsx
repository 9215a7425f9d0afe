import type { ProductImportPreview } from '@shop/contract/product-csv';
import { screen, waitFor } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser, renderWithProviders } from '#web/test/render.tsx';
import { serveApi } from '#web/test/stub-server.ts';
import { ImportDialog } from './import-dialog';

const admin = makeUser({ id: 1, username: 'admin', is_staff: true, is_superuser: true });
const userEvent = userEventLib.setup({ delay: null });
const CSV = 'slug,price\nthinkpad,1000\nnew-one,5\n';

function previewOf(invalid: boolean): ProductImportPreview {
  return {
    rows: [
      { line: 2, slug: 'thinkpad', name: 'ThinkPad', action: 'update', changes: ['price'], errors: [] },
      invalid
        ? {
            line: 3,
            slug: 'new-one',
            name: '',
            action: 'invalid',
            changes: [],
            errors: [{ column: 'name', message: 'Product name is required' }],
          }
        : { line: 3, slug: 'new-one', name: 'New one', action: 'create', changes: [], errors: [] },
    ],
    counts: { create: invalid ? 0 : 1, update: 1, unchanged: 0, invalid: invalid ? 1 : 0 },
    versions: { thinkpad: 4 },
  };
}

async function chooseFile() {
  await userEvent.upload(
    screen.getByLabelText('CSV file'),
    new File([CSV], 'laptops.csv', { type: 'text/csv' }),
  );
}

describe('ImportDialog', () => {
  it('shows a row’s errors and cannot apply the file', async () => {
    const server = serveApi(() => ({ status: 200, data: previewOf(true) }));
    renderWithProviders(<ImportDialog brand="fursa" kind="products" open onOpenChange={() => {}} />, {
      user: admin,
    });
    await chooseFile();

    expect(await screen.findByText('1 with errors')).toBeInTheDocument();
    expect(screen.getAllByText(': Product name is required').length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: /^Apply/ })).toBeDisabled();
    expect(server.sent.map((r) => r.url)).toEqual(['/admin/products/import/preview/']);
    expect(server.sent[0]!.body).toEqual({ csv: CSV });
  });

  it('applies a clean file with the versions its preview read', async () => {
    const server = serveApi((config) =>
      config.url?.endsWith('/preview/')
        ? { status: 200, data: previewOf(false) }
        : { status: 200, data: { created: 1, updated: 1, unchanged: 0 } },
    );
    renderWithProviders(<ImportDialog brand="fursa" kind="products" open onOpenChange={() => {}} />, {
      user: admin,
    });
    await chooseFile();
    await userEvent.click(await screen.findByRole('button', { name: 'Apply 2 changes' }));

    await waitFor(() =>
      expect(server.sent.some((r) => r.url === '/admin/products/import/apply/')).toBe(true),
    );
    expect(server.sent.find((r) => r.url === '/admin/products/import/apply/')!.body).toEqual({
      csv: CSV,
      versions: { thinkpad: 4 },
      // The chosen file's name, for the audit log (docs/catalogue-import.md).
      file_name: 'laptops.csv',
    });
    expect(await screen.findByText('1 created, 1 updated, 0 unchanged.')).toBeInTheDocument();
  });
});
