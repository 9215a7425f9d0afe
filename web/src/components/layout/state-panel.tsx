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
