import { type ReactNode, useId } from 'react';

/** A return page's one message: an icon, a heading and what to do next (payment returns use it). */
export function StatePanel({
  icon,
  title,
  children,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className="mx-auto w-full max-w-2xl rounded-3xl border border-line bg-raised p-6 text-center text-muted shadow-sm sm:p-10"
    >
      <span className="mx-auto mb-4 grid size-16 place-items-center rounded-full bg-sunken">{icon}</span>
      <h1 id={titleId} className="font-display text-3xl font-bold text-ink">
        {title}
      </h1>
      <div className="mt-3">{children}</div>
    </section>
  );
}

/** The facts under a return page's message, label beside value, e.g. an order's reference and total. */
export function StateFacts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="mt-6 divide-y divide-line rounded-2xl border border-line bg-surface text-left">
      {rows.map(([label, value]) => (
        <div
          key={label}
          className="grid grid-cols-[7.5rem_1fr] gap-3 px-4 py-3 text-sm sm:grid-cols-[9rem_1fr]"
        >
          <dt className="text-muted">{label}</dt>
          <dd className="min-w-0 font-medium break-words text-ink">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
