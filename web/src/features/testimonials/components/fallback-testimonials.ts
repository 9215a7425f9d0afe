/** Three static stories, shown when the shop has no approved testimonials yet. */
export const FALLBACK_TESTIMONIALS = [
  {
    id: -1,
    name: 'Sarah Mitchell',
    role: 'Wildlife photographer',
    location: 'London, UK',
    rating: 5,
    text: 'The Serengeti during the migration was beyond anything I had imagined. Our guide knew exactly where to be and when, and every camp felt like home.',
  },
  {
    id: -2,
    name: 'Kenji Watanabe',
    role: 'Mountaineer',
    location: 'Osaka, Japan',
    rating: 5,
    text: 'Reaching Uhuru Peak at sunrise was the achievement of a lifetime. The IGSUM crew were patient, safe and always smiling, even at 5,000 metres.',
  },
  {
    id: -3,
    name: 'Amelia Reyes',
    role: 'Honeymooner',
    location: 'Austin, USA',
    rating: 5,
    text: 'A perfect mix of safari and Zanzibar beaches. Every transfer was on time and the spice tour in Stone Town was a highlight of our honeymoon.',
  },
] as const;
