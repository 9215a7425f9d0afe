import { TourQuote, type TourQuoteBody } from '@shop/contract/tour-terms';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { api } from '#web/lib/api-client.ts';
import { errorInPageLanguage } from '#web/lib/error-toast.ts';

/** A booking's price, or why the server will not price it, said in the page's language. */
export type QuoteResult =
  | { ok: true; quote: TourQuote }
  | { ok: false; reason: string; code: string | null; field: string | null };

/** How long the travellers must stay as chosen before the price is asked (each tap of a stepper is a change). */
const QUOTE_DEBOUNCE_MS = 300;

/**
 * docs/tours-pricing.md: POST /api/tour-bookings/quote/ prices the booking as it would be made,
 * and books nothing. A refusal (a code that does not apply, a traveller the tour does not sell
 * to) is the answer's own outcome, shown beside the fields.
 */
async function quoteTour(body: TourQuoteBody, fallback: string): Promise<QuoteResult> {
  try {
    const { data } = await api.post('/tour-bookings/quote/', body);
    return { ok: true, quote: TourQuote.parse(data) };
  } catch (err) {
    const { error } = await errorInPageLanguage(err, fallback);
    return {
      ok: false,
      reason: error.message,
      code: error.code,
      field: Object.keys(error.fields)[0] ?? null,
    };
  }
}

/** `value` once it has not changed for `ms` (compared by its JSON, so a new equal object is no change). */
function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  const json = JSON.stringify(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(JSON.parse(json) as T), ms);
    return () => clearTimeout(timer);
  }, [json, ms]);
  return settled;
}

/** The price of the booking the dialog holds, asked again once its choices settle; the last answer stays meanwhile. */
export function useTourQuote(body: TourQuoteBody | null, fallback: string) {
  const settled = useSettled(body, QUOTE_DEBOUNCE_MS);
  const query = useQuery({
    queryKey: ['tour-bookings', 'quote', settled] as const,
    queryFn: () => quoteTour(settled!, fallback),
    enabled: settled !== null,
    // Seats and fees change as others book: a quote is good for a short while only.
    staleTime: 30_000,
    retry: false,
    placeholderData: (previous) => previous,
  });
  // While the choices are still settling the answer on screen is the last one's.
  const settling = JSON.stringify(settled) !== JSON.stringify(body);
  return { ...query, settling };
}
