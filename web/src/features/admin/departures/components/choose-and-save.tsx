import { useId, useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { Checkbox } from '#web/components/ui/checkbox.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';

type ChooseAndSaveProps<T extends { id: number }> = {
  title: string;
  hint?: string;
  /** What the departure has now, in its order. */
  initial: number[];
  /** Everything that may be chosen; `keep` says which of it to list, given what is ticked. */
  items: T[];
  keep: (item: T, chosen: number[]) => boolean;
  loading: boolean;
  empty: string;
  /** Ticked ones listed first, in the order they were ticked, their place shown (a fill order). */
  ordered?: boolean;
  label: (item: T) => string;
  saveLabel: string;
  saving: boolean;
  onSave: (chosen: number[]) => void;
};

/** A departure's section where some of a list are ticked, then saved: its vehicles, its guides. */
export function ChooseAndSave<T extends { id: number }>(props: ChooseAndSaveProps<T>) {
  const id = useId();
  const [chosen, setChosen] = useState<number[]>(props.initial);
  const rank = (item: T) => (chosen.includes(item.id) ? chosen.indexOf(item.id) : chosen.length);
  const listed = props.items.filter((item) => props.keep(item, chosen));
  if (props.ordered) listed.sort((a, b) => rank(a) - rank(b));
  const toggle = (itemId: number, on: boolean) =>
    setChosen((c) => (on ? [...c.filter((x) => x !== itemId), itemId] : c.filter((x) => x !== itemId)));
  return (
    <section
      className="grid gap-2 rounded-xl border border-line bg-raised p-4"
      aria-labelledby={`${id}-title`}
    >
      <h4 id={`${id}-title`} className="font-display text-lg font-bold">
        {props.title}
      </h4>
      {props.hint ? <p className="text-sm text-muted">{props.hint}</p> : null}
      {props.loading ? <Spinner /> : null}
      {listed.length === 0 && !props.loading ? <p className="text-sm text-muted">{props.empty}</p> : null}
      <ul>
        {listed.map((item) => {
          const place = chosen.indexOf(item.id);
          return (
            <li key={item.id}>
              <Checkbox
                id={`${id}-${item.id}`}
                label={`${props.ordered && place >= 0 ? `${place + 1}. ` : ''}${props.label(item)}`}
                checked={place >= 0}
                onChange={(e) => toggle(item.id, e.target.checked)}
              />
            </li>
          );
        })}
      </ul>
      <Button size="sm" disabled={props.saving} onClick={() => props.onSave(chosen)}>
        {props.saveLabel}
      </Button>
    </section>
  );
}
