import type { ProductCategoryIcon } from '@shop/contract/catalog';
import {
  Binoculars,
  Briefcase,
  Camera,
  Compass,
  Cpu,
  Gamepad2,
  HardDrive,
  Laptop,
  type LucideIcon,
  Map as MapIcon,
  Monitor,
  Mountain,
  Package,
  Star,
  Tent,
} from 'lucide-react';

const ICONS: Record<ProductCategoryIcon, LucideIcon> = {
  package: Package,
  laptop: Laptop,
  gamepad: Gamepad2,
  briefcase: Briefcase,
  star: Star,
  cpu: Cpu,
  monitor: Monitor,
  harddrive: HardDrive,
  map: MapIcon,
  mountain: Mountain,
  compass: Compass,
  camera: Camera,
  tent: Tent,
  binoculars: Binoculars,
};

/** The §9 icon and its name; an unknown stored name shows the package icon. */
export function CategoryIcon({ name }: { name: string }) {
  const Icon = ICONS[name as ProductCategoryIcon] ?? Package;
  return (
    <span className="inline-flex items-center gap-2">
      <Icon className="size-4 text-accent-text" aria-hidden />
      {name}
    </span>
  );
}
