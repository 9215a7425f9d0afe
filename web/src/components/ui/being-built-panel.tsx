import { Construction } from 'lucide-react';
import type { ReactNode } from 'react';

type BeingBuiltPanelProps = {
  title: string;
  description: string;
  /** 1 when the panel is the whole page, 2 under a page's own heading. */
  headingLevel?: 1 | 2;
  /** Links or buttons shown under the text. */
  children?: ReactNode;
};

/** Stands in for a screen that is still being built, so a link never leads to a blank page. */
export function BeingBuiltPanel({ title, description, headingLevel = 2, children }: BeingBuiltPanelProps) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section
      aria-labelledby="being-built-title"
      className="mx-auto w-full max-w-2xl rounded-2xl border border-line bg-raised p-6 text-center shadow-sm sm:p-10"
    >
      <span className="mx-auto mb-5 grid size-14 place-items-center rounded-full bg-sunken text-accent-text">
        <Construction className="size-7" aria-hidden />
      </span>
      <p className="text-sm font-semibold tracking-wide text-accent-text uppercase">{title}</p>
      <Heading id="being-built-title" className="mt-2 font-display text-2xl font-bold text-ink sm:text-3xl">
        This page is being built
      </Heading>
      <p className="mx-auto mt-3 max-w-prose text-muted">{description}</p>
      {children ? <div className="mt-6 flex flex-wrap justify-center gap-3">{children}</div> : null}
    </section>
  );
}
