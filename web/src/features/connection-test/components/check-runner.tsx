import { CircleCheck, CircleX, LoaderCircle, Play } from 'lucide-react';
import { useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { CHECKS } from '#web/features/connection-test/api/run-checks.ts';
import type { MessageKey } from '#web/i18n/i18n.ts';
import { useT } from '#web/i18n/use-t.ts';
import { toApiError } from '#web/lib/api-error.ts';

type Outcome = { name: MessageKey; ok: boolean; detail: string; ms: number };

function timestamp(): string {
  return new Date().toLocaleTimeString('en-GB', { hour12: false });
}

/** Runs the five checks one after another, with a passed/total summary and a log. */
export function CheckRunner() {
  const [running, setRunning] = useState(false);
  const [outcomes, setOutcomes] = useState<Outcome[]>([]);
  const [log, setLog] = useState<string[]>([]);
  const { t, locale } = useT();

  async function runAll() {
    setRunning(true);
    setOutcomes([]);
    setLog([`[${timestamp()}] ${t('connection.logStart', { count: CHECKS.length })}`]);
    for (const check of CHECKS) {
      const started = performance.now();
      let outcome: Outcome;
      try {
        const { ok, detail } = await check.run();
        const ms = Math.round(performance.now() - started);
        outcome = { name: check.name, ok, detail: t(detail.key, detail.values), ms };
      } catch (err) {
        outcome = {
          name: check.name,
          ok: false,
          // axios and a script's own errors speak English: a Swahili page says its own words (docs/i18n.md).
          detail: toApiError(
            err,
            locale === 'en' && err instanceof Error ? err.message : t('connection.unknown'),
          ).message,
          ms: Math.round(performance.now() - started),
        };
      }
      setOutcomes((current) => [...current, outcome]);
      setLog((current) => [
        ...current,
        `[${timestamp()}] ${t(outcome.ok ? 'connection.logPass' : 'connection.logFail')} ${t(outcome.name)} (${outcome.ms} ms): ${outcome.detail}`,
      ]);
    }
    setRunning(false);
  }

  const passed = outcomes.filter((o) => o.ok).length;
  return (
    <section
      aria-labelledby="runner-title"
      className="rounded-2xl border border-line bg-raised p-5 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="runner-title" className="font-display text-xl font-bold text-ink">
          {t('connection.runner')}
        </h2>
        <Button onClick={() => void runAll()} disabled={running} aria-busy={running || undefined}>
          {running ? <LoaderCircle className="animate-spin" aria-hidden /> : <Play aria-hidden />}
          {t(running ? 'connection.running' : 'connection.runAll')}
        </Button>
      </div>
      <p role="status" className="mt-3 text-sm text-muted">
        {outcomes.length === 0 && !running
          ? t('connection.none')
          : t(running ? 'connection.resultSoFar' : 'connection.result', { passed, total: CHECKS.length })}
      </p>
      <ul className="mt-4 grid gap-2">
        {CHECKS.map((check) => {
          const outcome = outcomes.find((o) => o.name === check.name);
          return (
            <li key={check.name} className="flex items-start gap-3 rounded-lg bg-surface px-3 py-2 text-sm">
              {outcome ? (
                outcome.ok ? (
                  <CircleCheck
                    className="mt-0.5 size-4 shrink-0 text-green-700"
                    aria-label={t('connection.passed')}
                  />
                ) : (
                  <CircleX
                    className="mt-0.5 size-4 shrink-0 text-red-700"
                    aria-label={t('connection.failed')}
                  />
                )
              ) : (
                <span aria-hidden className="mt-1.5 size-2 shrink-0 rounded-full bg-line" />
              )}
              <span className="min-w-0">
                <span className="font-medium text-ink">{t(check.name)}</span>
                {outcome ? <span className="block break-words text-muted">{outcome.detail}</span> : null}
              </span>
            </li>
          );
        })}
      </ul>
      <h3 className="mt-5 text-sm font-semibold text-ink">{t('connection.log')}</h3>
      <pre className="mt-2 min-h-24 break-words rounded-lg bg-earth-900 p-3 font-mono text-xs whitespace-pre-wrap text-cream-50">
        {log.length > 0 ? log.join('\n') : t('connection.start')}
      </pre>
    </section>
  );
}
