import {
  beadedBangles,
  beadedCollar,
  carvedElephant,
  foldedCloths,
  makondeBust,
  saladServers,
  tingatingaBirds,
  tingatingaGiraffes,
} from './handicrafts';
import { clovesPouch, coffeeBag, spiceJars, teaTin, vanillaPods } from './pantry-items';
import type { DemoImage } from './svg';

export function igsumProductImages(): DemoImage[] {
  const images: Record<string, string> = {
    'coffee-kilimanjaro': coffeeBag(
      'Kraft bag of Kilimanjaro coffee with beans',
      ['#C49A64', '#9C6F3F'],
      '#5B7F3A',
      31,
    ),
    'coffee-mbeya': coffeeBag('Dark bag of Mbeya coffee with beans', ['#3A3029', '#1F1915'], '#E2711D', 32),
    'tea-tin': teaTin('Green tea tin with loose leaves', 33),
    'makonde-bust': makondeBust('Makonde ebony bust carving'),
    'carved-elephant': carvedElephant('Hand-carved wooden elephant'),
    'salad-servers': saladServers('Olive wood salad servers'),
    'kanga-stack': foldedCloths('Folded kanga cloths with printed borders', 'kanga'),
    'shuka-stack': foldedCloths('Folded checked Maasai shuka blankets', 'shuka'),
    'kikoi-stack': foldedCloths('Folded striped kikoi wraps with fringes', 'kikoi'),
    'beaded-collar': beadedCollar(
      'Maasai beaded collar necklace',
      ['#C0392B', '#FFFFFF', '#1F4E9C', '#F39C12', '#27AE60', '#C0392B', '#F4D03F'],
      '#C0392B',
    ),
    'beaded-collar-wedding': beadedCollar(
      'Maasai wedding collar in white and blue beads',
      ['#FFFFFF', '#1F4E9C', '#FFFFFF', '#C0392B', '#FFFFFF', '#1F4E9C', '#FFFFFF', '#F39C12'],
      '#FFFFFF',
    ),
    'beaded-bangles': beadedBangles('Stack of Maasai beaded bangles'),
    'spice-jars': spiceJars('Three jars of Zanzibar spices with cinnamon and star anise'),
    'cloves-pouch': clovesPouch('Burlap pouch of whole cloves', 34),
    'vanilla-pods': vanillaPods('Bundle of vanilla pods on a wooden board'),
    'tingatinga-giraffes': tingatingaGiraffes('Tingatinga painting of giraffes under a red sun'),
    'tingatinga-birds': tingatingaBirds('Tingatinga painting of colourful birds on a branch'),
  };
  return Object.entries(images).map(([name, svg]) => ({ folder: 'igsum-products', name, svg }));
}
