import { readFileSync } from 'node:fs';
import { REFUSALS, type RefusalName, refusalMessage } from '@shop/contract/refusals';
import { VALIDATION_MESSAGES } from '@shop/contract/validation-messages';
import { describe, expect, it } from 'vitest';
import { loadI18n } from '#web/i18n/i18n.ts';
import { withCounts } from '#web/i18n/use-t.ts';
import type { ApiError } from '#web/lib/api-error.ts';
import { FORM_MESSAGES, refusalIn, refusalTexts, validationTexts } from './validation-texts';

describe('validation texts', () => {
  it("say in English exactly the contract's messages, which stay their one source", () => {
    const expected = Object.fromEntries(
      Object.entries({ ...VALIDATION_MESSAGES, ...FORM_MESSAGES }).map(([name, text]) => [
        `validation.${name}`,
        text,
      ]),
    );
    const refusals = Object.fromEntries(
      Object.keys(REFUSALS).map((name) => [`refusal.${name}`, expect.any(String)]),
    );
    // Read as written: the build compiles imported catalogs (build/lingui-catalogs.ts).
    const read = (section: string) =>
      JSON.parse(readFileSync(`src/i18n/catalogs/${section}/en.json`, 'utf8')) as Record<string, string>;
    expect(read('validation')).toEqual(expected);
    // The server's reasons are a catalog of their own, fetched only when one is said.
    expect(read('refusals')).toEqual(refusals);
  });

  it('say each server reason in English as the contract writes it, whatever its parameters', async () => {
    const english = await loadI18n('en');
    await refusalTexts(english);
    for (const count of [1, 2]) {
      const params = {
        count,
        inCart: 3,
        max: 5,
        held: 2,
        minutes: count,
        name: 'HP 250 G9',
        tour: 'Crater Safari',
        vehicle: 'Land Cruiser T 123 ABC',
        guide: 'Baraka Mushi',
        free: count,
        needed: 3,
        date: '2099-04-01',
        time: '08:00',
        min: 'TSh 1,000,000',
        until: '2099-04-30',
        serial: '5CD1234XYZ',
        order: 'FUR-7K2M9Q',
        left: 'TSh 250,000',
        balance: 'TSh 40,000',
      };
      for (const name of Object.keys(REFUSALS) as RefusalName[]) {
        expect(english._(`refusal.${name}`, withCounts(params))).toBe(refusalMessage(name, params as never));
      }
    }
  });

  it("say a server reason in the page's language, with its parameters, on the message and its field", async () => {
    const reason = { name: 'lineShort', params: { name: 'HP 250 G9', count: 1, inCart: 3 } } as const;
    const english = refusalMessage(reason.name, reason.params);
    const refused: ApiError = {
      status: 409,
      code: 'cart_changed',
      message: english,
      fields: { quantity: [english], notes: [VALIDATION_MESSAGES.notesTooLong] },
      reason,
    };
    const { error, title } = await refusalIn(await loadI18n('sw'), refused);
    expect(title).toBe('Imeshindikana');
    expect(error.message).toBe('HP 250 G9: zimebaki 1 tu, na kikapu chako kina 3.');
    expect(error.fields).toEqual({
      quantity: ['HP 250 G9: zimebaki 1 tu, na kikapu chako kina 3.'],
      notes: ['Maelezo yasizidi herufi 1000'],
    });
    // A reason this page has no text for (a newer server's) says the screen's words for the failure.
    const newer = await refusalIn(
      await loadI18n('sw'),
      { ...refused, reason: { name: 'newer', params: {} } },
      'Imeshindikana kuongeza kwenye kikapu.',
    );
    expect(newer.error.message).toBe('Imeshindikana kuongeza kwenye kikapu.');
  });

  it("say a message the page does not know in the screen's words, or the form shell's, on a Swahili page only", async () => {
    const notFound: ApiError = {
      status: 404,
      code: 'not_found',
      message: 'Product not found.',
      fields: {},
      reason: null,
    };
    const sw = await loadI18n('sw');
    expect((await refusalIn(sw, notFound, 'Imeshindikana kuongeza kwenye kikapu.')).error.message).toBe(
      'Imeshindikana kuongeza kwenye kikapu.',
    );
    expect((await refusalIn(sw, notFound)).error.message).toBe(
      (await validationTexts(sw))(FORM_MESSAGES.failed),
    );
    expect((await refusalIn(sw, notFound)).error.message).not.toBe(FORM_MESSAGES.failed);
    expect((await refusalIn(await loadI18n('en'), notFound, 'Could not add.')).error.message).toBe(
      'Product not found.',
    );
  });

  it("show the contract's messages in Swahili and any other message as it came", async () => {
    const text = await validationTexts(await loadI18n('sw'));
    expect(text(VALIDATION_MESSAGES.tanzanianPhone)).toBe(
      'Weka namba ya simu ya Tanzania, mfano +255 712 345 678',
    );
    // A landline is refused as one, in both languages (docs/payments.md, "Number").
    expect(text(VALIDATION_MESSAGES.landline)).toBe(
      'Hiyo ni namba ya simu ya mezani: weka namba ya simu ya mkononi, mfano +255 712 345 678',
    );
    expect(text('HP 250 G9 has only 0 left')).toBe('HP 250 G9 has only 0 left');
    expect((await validationTexts(await loadI18n('en')))(VALIDATION_MESSAGES.region)).toBe(
      VALIDATION_MESSAGES.region,
    );
  });
});
