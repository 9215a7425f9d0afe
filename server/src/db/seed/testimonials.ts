import type { testimonials } from '#server/db/schema.ts';
import { demoImageUrl } from './demo-image-url';

const avatar = (name: string) => demoImageUrl('testimonials', name);

/** Approved testimonials: the first three IGSUM ones are about tours, for the /isml carousel. */
export const TESTIMONIALS: readonly (typeof testimonials.$inferInsert)[] = [
  {
    businessType: 'igsum',
    name: 'Sarah Mitchell',
    role: 'Wildlife photographer',
    location: 'London, United Kingdom',
    rating: 5,
    text: 'We watched thousands of wildebeest cross the Mara River and had a lioness walk right past our vehicle. Our guide Emmanuel knew exactly where to be and when. The Classic Safari was the trip of a lifetime.',
    image: avatar('sarah-mitchell'),
  },
  {
    businessType: 'igsum',
    name: 'Kenji Watanabe',
    role: 'Kilimanjaro summiteer',
    location: 'Osaka, Japan',
    rating: 5,
    text: 'Standing on Uhuru Peak at sunrise is something I will never forget. The guides set a patient pace, the food on the mountain was excellent and every one of our group made it to the top.',
    image: avatar('kenji-watanabe'),
  },
  {
    businessType: 'igsum',
    name: 'Amelia Reyes',
    role: 'Honeymooner',
    location: 'Sydney, Australia',
    rating: 5,
    text: 'Zanzibar was pure magic: turquoise water, a sunset dhow cruise and the friendliest people. IGSUM took care of every transfer, so all we had to do was relax.',
    image: avatar('amelia-reyes'),
  },
  {
    businessType: 'igsum',
    name: 'Grace Mwakyusa',
    role: 'Coffee lover',
    location: 'Dar es Salaam, Tanzania',
    rating: 4,
    text: 'The Kilimanjaro peaberry coffee is the best I have bought in Dar, and the beaded collar I sent to my sister in Canada arrived beautifully packed. Ordering by phone was quick and friendly.',
    image: avatar('grace-mwakyusa'),
  },
  {
    businessType: 'fursa',
    name: 'Juma Mwinyi',
    role: 'Software developer',
    location: 'Dar es Salaam, Tanzania',
    rating: 5,
    text: 'My ThinkPad T14 was delivered to Mikocheni the next morning, free of charge. Genuine machine, sealed box, and the team set up Ubuntu for me without any fuss.',
    image: avatar('juma-mwinyi'),
  },
  {
    businessType: 'fursa',
    name: 'Neema Kileo',
    role: 'University student, UDSM',
    location: 'Dar es Salaam, Tanzania',
    rating: 5,
    text: 'I compared prices all over Kariakoo and FURSA was the best for the IdeaPad Slim 3. It handles my assignments and online lectures easily, and the battery lasts all day on campus.',
    image: avatar('neema-kileo'),
  },
  {
    businessType: 'fursa',
    name: 'Baraka Mollel',
    role: 'Architect',
    location: 'Arusha, Tanzania',
    rating: 4,
    text: 'The Dell Precision runs Revit and Lumion without complaint. It took a few days to arrive in Arusha, but they kept me updated the whole time and the warranty paperwork was clear.',
    image: avatar('baraka-mollel'),
  },
  {
    businessType: 'fursa',
    name: 'Aisha Salim',
    role: 'Small business owner',
    location: 'Zanzibar, Tanzania',
    rating: 5,
    text: 'We bought three laptops for our shop and guest house. FURSA helped us choose, shipped them to Zanzibar safely and answered every question on WhatsApp.',
    image: avatar('aisha-salim'),
  },
].map((testimonial) => ({ ...testimonial, isApproved: true }));
