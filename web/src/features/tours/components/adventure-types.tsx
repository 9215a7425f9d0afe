import { Binoculars, Camera, Landmark, type LucideIcon, Mountain, Tent, Waves } from 'lucide-react';

const ADVENTURES: { icon: LucideIcon; title: string; text: string }[] = [
  {
    icon: Binoculars,
    title: 'Wildlife Safaris',
    text: 'Game drives with expert guides across the northern and southern circuits.',
  },
  {
    icon: Mountain,
    title: 'Mountain Trekking',
    text: 'Kilimanjaro and Mount Meru climbs with an extra day to acclimatise.',
  },
  {
    icon: Waves,
    title: 'Beach Holidays',
    text: 'Zanzibar, Mafia and Pemba: reefs, dhow cruises and quiet beaches.',
  },
  {
    icon: Landmark,
    title: 'Cultural Tours',
    text: 'Maasai villages, Stone Town walks and Swahili cooking with local families.',
  },
  {
    icon: Camera,
    title: 'Photography Tours',
    text: 'Small groups, long sightings and vehicles set up for your lenses.',
  },
  {
    icon: Tent,
    title: 'Camping Adventures',
    text: 'Fly camps under the stars, from simple tents to luxury canvas.',
  },
];

export function AdventureTypes() {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {ADVENTURES.map(({ icon: Icon, title, text }) => (
        <li key={title} className="flex gap-4 rounded-2xl border border-line bg-raised p-5 shadow-sm">
          <span className="grid size-12 shrink-0 place-items-center rounded-xl bg-sunken text-accent-text">
            <Icon className="size-6" aria-hidden />
          </span>
          <div>
            <h3 className="font-semibold text-ink">{title}</h3>
            <p className="mt-1 text-sm text-muted">{text}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
