import { Binoculars, Camera, Landmark, type LucideIcon, Mountain, Tent, Waves } from 'lucide-react';
import { useT } from '#web/i18n/use-t.ts';

/** Each kind of trip, its texts under `isml.adventure.<id>.title|text`. */
const ADVENTURES = [
  { icon: Binoculars, id: 'safari' },
  { icon: Mountain, id: 'trek' },
  { icon: Waves, id: 'beach' },
  { icon: Landmark, id: 'culture' },
  { icon: Camera, id: 'photo' },
  { icon: Tent, id: 'camping' },
] as const satisfies readonly { icon: LucideIcon; id: string }[];

export function AdventureTypes() {
  const { t } = useT();
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {ADVENTURES.map(({ icon: Icon, id }) => (
        <li key={id} className="flex gap-4 rounded-2xl border border-line bg-raised p-5 shadow-sm">
          <span className="grid size-12 shrink-0 place-items-center rounded-xl bg-sunken text-accent-text">
            <Icon className="size-6" aria-hidden />
          </span>
          <div>
            <h3 className="font-semibold text-ink">{t(`isml.adventure.${id}.title`)}</h3>
            <p className="mt-1 text-sm text-muted">{t(`isml.adventure.${id}.text`)}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
