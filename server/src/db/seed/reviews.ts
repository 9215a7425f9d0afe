/**
 * The demo catalogue's reviews and the demo customers who wrote them. Each rated product and tour
 * ships the reviews its rating and count come from: the seed computes both from these rows, as
 * a customer's review does (docs/catalogue.md, "Reviews"), so a count is always the reviews shown.
 * Keyed by the English name in laptops.ts, igsum-products.ts and tours.ts; the seed test checks
 * every key names a demo item.
 */

export type DemoCustomer = { username: string; fullName: string; locale: 'en' | 'sw' };

/** They sign in with no password (their hash matches none); their addresses are example.com's. */
export const DEMO_CUSTOMERS = [
  { username: 'neema_mollel', fullName: 'Neema Mollel', locale: 'sw' },
  { username: 'baraka.mushi', fullName: 'Baraka Mushi', locale: 'sw' },
  { username: 'amina_said', fullName: 'Amina Said', locale: 'sw' },
  { username: 'juma.kweka', fullName: 'Juma Kweka', locale: 'sw' },
  { username: 'rehema_ngowi', fullName: 'Rehema Ngowi', locale: 'sw' },
  { username: 'daudi.massawe', fullName: 'Daudi Massawe', locale: 'sw' },
  { username: 'sarah.kimaro', fullName: 'Sarah Kimaro', locale: 'en' },
  { username: 'john_mwakalinga', fullName: 'John Mwakalinga', locale: 'en' },
  { username: 'emma.watts', fullName: 'Emma Watts', locale: 'en' },
  { username: 'lukas.becker', fullName: 'Lukas Becker', locale: 'en' },
  { username: 'priya.shah', fullName: 'Priya Shah', locale: 'en' },
  { username: 'michael.otieno', fullName: 'Michael Otieno', locale: 'en' },
] as const satisfies readonly DemoCustomer[];

type Reviewer = (typeof DEMO_CUSTOMERS)[number]['username'];

/** One review: who wrote it, the stars (1 to 5) and what they said. */
export type DemoReview = readonly [by: Reviewer, rating: 1 | 2 | 3 | 4 | 5, comment: string];

export const DEMO_REVIEWS: Record<string, readonly DemoReview[]> = {
  // Laptops
  'Dell Latitude 5440': [
    [
      'john_mwakalinga',
      5,
      'We bought six for our office in Upanga. Solid keyboards and the battery really lasts a working day.',
    ],
    ['rehema_ngowi', 4, 'Imara na nyepesi kiasi. Skrini ingekuwa angavu zaidi ningeipa nyota tano.'],
    ['michael.otieno', 4, 'Reliable workhorse. Delivery to Arusha took two days, as promised.'],
  ],
  'HP EliteBook 840 G10': [
    [
      'priya.shah',
      5,
      'Beautiful screen and very quiet. The privacy screen is great on the ferry to Zanzibar.',
    ],
    ['baraka.mushi', 4, 'Laptop nzuri sana kwa kazi za ofisini, ila bei iko juu kidogo.'],
  ],
  'Lenovo ThinkPad T14 Gen 4': [
    [
      'juma.kweka',
      5,
      'Kibodi bora kuliko zote nilizowahi kutumia. Imestahimili vumbi la Dodoma bila tatizo.',
    ],
    ['sarah.kimaro', 5, 'Third ThinkPad I have owned and still the best to type on.'],
    ['michael.otieno', 4, 'Excellent build. The webcam is only average for video calls.'],
  ],
  'Lenovo ThinkPad E14 Gen 5': [
    ['daudi.massawe', 4, 'Inafaa kwa biashara yangu ndogo. Milango ya USB ya kutosha, sihitaji adapta.'],
    ['john_mwakalinga', 5, 'Great value for a small business. Fast SSD and a proper keyboard.'],
  ],
  'HP ProBook 450 G10': [
    ['amina_said', 4, 'Vitufe vya namba vinanisaidia sana kwenye hesabu za duka.'],
    ['sarah.kimaro', 4, 'Good for accounting work. A little heavy to carry every day.'],
    ['baraka.mushi', 5, 'Imara na inachaji haraka. Nimeridhika.'],
  ],
  'Dell Vostro 3520': [
    ['rehema_ngowi', 4, 'Tulinunua kwa mapokezi ya hoteli. Inafanya kazi yake vizuri.'],
    ['michael.otieno', 4, 'Does the basics well. Do not expect a bright screen at this price.'],
  ],
  'ASUS ROG Strix G16': [
    ['juma.kweka', 5, 'Inacheza kila mchezo kwa viwango vya juu. Feni zinasikika, lakini joto liko sawa.'],
    ['lukas.becker', 5, 'Runs everything I throw at it. The 165 Hz screen is superb.'],
    ['priya.shah', 4, 'Powerful, but the charger is big and heavy to carry around.'],
  ],
  'ASUS TUF Gaming F15': [
    ['baraka.mushi', 5, 'Mwanangu anaitumia kwa michezo na masomo. Imara kweli.'],
    ['john_mwakalinga', 4, 'Good gaming laptop for the money. Battery life is short when gaming.'],
  ],
  'Lenovo Legion 5 Gen 8': [
    ['lukas.becker', 5, 'Understated look, great keyboard and strong performance.'],
    ['daudi.massawe', 4, 'Nzuri kwa michezo na kuhariri video. Ni nzito kidogo.'],
  ],
  'Acer Nitro V 15': [
    ['juma.kweka', 4, 'Njia nafuu ya kupata RTX. Skrini si angavu sana mchana.'],
    ['michael.otieno', 4, 'Plays everything at medium settings. Fair price.'],
    ['sarah.kimaro', 5, 'Bought it for my son. He has not stopped smiling.'],
  ],
  'HP Victus 15': [
    ['amina_said', 4, 'Haionekani kama ya michezo, inafaa hata chuoni.'],
    ['priya.shah', 4, 'Decent for light gaming and study. The speakers are weak.'],
  ],
  'Apple MacBook Air 13 (M2)': [
    ['emma.watts', 5, 'Silent, light and the battery lasts two days of writing.'],
    ['neema_mollel', 5, 'Nyepesi sana na betri inadumu siku nzima chuoni. Naipenda!'],
    ['priya.shah', 4, 'Lovely machine. I wish the base model had more storage.'],
  ],
  'Apple MacBook Air 15 (M3)': [
    ['sarah.kimaro', 5, 'The big screen makes design work so much easier, and it is still thin.'],
    ['emma.watts', 4, 'Fantastic, though pricey once you add more memory.'],
  ],
  'Dell XPS 13 9315': [
    ['lukas.becker', 5, 'Tiny, beautiful and charges over USB-C like my phone.'],
    ['neema_mollel', 4, 'Maridadi sana. Milango ni miwili tu ya USB-C, nimenunua adapta.'],
  ],
  'ASUS Zenbook 14 OLED': [
    ['priya.shah', 5, 'The OLED screen is stunning for photos. Battery is very good.'],
    ['baraka.mushi', 4, 'Skrini nzuri ajabu. Inapata joto kidogo ukicheza video ndefu.'],
    ['emma.watts', 5, 'Light enough to carry on safari, sharp enough to edit the photos.'],
  ],
  'HP Pavilion Aero 13': [
    ['neema_mollel', 4, 'Nyepesi kuliko zote nilizoshika. Inafaa kwa msafiri.'],
    ['john_mwakalinga', 5, 'Under a kilo and still quick. Great buy.'],
  ],
  'Acer Aspire 3 A315': [
    ['amina_said', 4, 'Nzuri kwa kazi za shule. Mwanafunzi wangu ameifurahia.'],
    ['michael.otieno', 4, 'Fine for study and browsing. Slow to start up.'],
    ['rehema_ngowi', 4, 'Bei nafuu na inafanya kazi vizuri kwa masomo ya mtandaoni.'],
  ],
  'Lenovo IdeaPad Slim 3': [
    ['neema_mollel', 4, 'Kifuniko cha kamera ni wazo zuri. Nyembamba na tulivu.'],
    ['sarah.kimaro', 5, 'Quiet, good screen, plenty of space for my projects.'],
  ],
  'HP 250 G9': [
    ['daudi.massawe', 4, 'Kwa barua pepe na nyaraka inatosha kabisa.'],
    ['john_mwakalinga', 3, 'It works, but it is slow with many browser tabs open.'],
    ['amina_said', 5, 'Rahisi na ya kuaminika kwa bei hii.'],
  ],
  'ASUS Vivobook 15': [
    ['rehema_ngowi', 4, 'Excel na video bila shida. Kibodi ni nzuri.'],
    ['michael.otieno', 4, 'Good everyday laptop with a number pad. Screen could be brighter.'],
  ],
  'Dell Inspiron 15 3520': [
    ['sarah.kimaro', 5, 'The 120 Hz screen feels far more expensive than it is.'],
    ['baraka.mushi', 4, 'Inafaa nyumbani na chuoni. Betri ni ya kawaida tu.'],
  ],
  'Dell Precision 3581': [
    ['john_mwakalinga', 5, 'Runs Revit and AutoCAD on site without complaint.'],
    ['juma.kweka', 4, 'Nguvu ya kutosha kwa ArcGIS. Ni nzito kubeba kila siku.'],
  ],
  'HP ZBook Firefly 14 G10': [
    ['priya.shah', 5, 'Workstation power in a bag-friendly size. The colours are accurate.'],
    ['lukas.becker', 4, 'Excellent, but the price is steep.'],
  ],
  'Lenovo ThinkPad P16s Gen 2': [
    ['juma.kweka', 5, 'Kazi za GIS zinaenda haraka. Uimara wa ThinkPad ule ule.'],
    ['michael.otieno', 4, 'Big screen, plenty of memory for data work. Fans spin up often.'],
  ],
  'HP Envy x360 14': [
    ['emma.watts', 5, 'I sketch on it in tablet mode and type on it at my desk. Pen included!'],
    ['neema_mollel', 4, 'Skrini ya kugusa inafanya kazi vizuri. Kalamu ni nzuri.'],
  ],
  'Lenovo Yoga 7i 14': [
    ['priya.shah', 5, 'Tent mode for films is perfect, and the speakers are surprisingly good.'],
    ['rehema_ngowi', 4, 'Nzuri kwa mawasilisho. Bawaba ni imara.'],
  ],
  'Dell Inspiron 14 2-in-1': [
    ['amina_said', 4, 'Naandika notisi kwa mkono darasani. Bei rafiki.'],
    ['john_mwakalinga', 4, 'Good value touchscreen. The pen is sold separately.'],
  ],
  'ASUS Vivobook Flip 14': [
    ['neema_mollel', 5, 'Nyepesi, naishika kama tableti darasani.'],
    ['michael.otieno', 4, 'Fine for reading and online classes. Not for heavy work.'],
    ['daudi.massawe', 3, 'Inafanya kazi, lakini inachelewa ukifungua programu nyingi.'],
  ],

  // IGSUM products
  'Kilimanjaro Peaberry Coffee, 500 g': [
    ['emma.watts', 5, 'Bright and fruity, exactly as I remember it from Moshi. Ordering more.'],
    ['baraka.mushi', 5, 'Kahawa bora kabisa. Harufu yake inajaza nyumba nzima asubuhi.'],
    ['lukas.becker', 4, 'Very good coffee. I prefer it slightly darker roasted.'],
  ],
  'Mbeya Arabica Dark Roast, 1 kg': [
    ['juma.kweka', 5, 'Kali na tamu, nzuri kwa espresso.'],
    ['sarah.kimaro', 4, 'Rich and chocolatey. A kilo lasts our office two weeks.'],
  ],
  'Usambara Highland Black Tea Tin': [
    ['amina_said', 5, 'Chai ya maziwa inakuwa tamu sana. Kopo ni zuri pia.'],
    ['emma.watts', 4, 'Strong and clean. The tin makes a lovely gift.'],
  ],
  'Makonde Ebony Bust': [
    ['lukas.becker', 5, 'Stunning carving, heavier than it looks. Signed by the carver as promised.'],
    ['priya.shah', 5, 'A beautiful piece of art. It arrived well wrapped.'],
  ],
  'Hand-carved Mninga Elephant': [
    ['emma.watts', 5, 'Reminds me of the herds in Tarangire. Smells lovely of beeswax.'],
    ['rehema_ngowi', 4, 'Imechongwa vizuri sana. Ni ndogo kidogo kuliko nilivyotarajia.'],
  ],
  'Olive Wood Salad Servers': [
    ['sarah.kimaro', 5, 'We use them every day. The grain is gorgeous.'],
    ['neema_mollel', 4, 'Vizuri na imara. Nimeviosha mara nyingi bila tatizo.'],
  ],
  'Kanga Pair "Upendo"': [
    ['rehema_ngowi', 5, 'Rangi nzuri na methali yake inapendeza. Pamba ni laini.'],
    ['emma.watts', 4, 'Bright and soft. I hung one on the wall and wear the other.'],
  ],
  'Maasai Shuka Blanket': [
    ['lukas.becker', 5, 'Warm enough for cold evenings. Great picnic blanket too.'],
    ['daudi.massawe', 4, 'Shuka halisi, nzito kiasi. Rangi hazijafifia baada ya kufua.'],
  ],
  'Kikoi Beach Wrap': [
    ['priya.shah', 4, 'Light and soft. Perfect for the beach in Zanzibar.'],
    ['neema_mollel', 5, 'Kikoi kizuri sana, nakitumia kama taulo pia.'],
  ],
  'Maasai Beaded Collar Necklace': [
    ['amina_said', 5, 'Shanga zimepangwa vizuri sana. Nimeivaa kwenye sherehe.'],
    ['emma.watts', 5, 'Beautiful work, and I love that the colours have meanings.'],
  ],
  'Maasai Wedding Collar': [
    ['priya.shah', 5, 'Breathtaking. You can see the weeks of work in it.'],
    ['rehema_ngowi', 5, 'Kazi ya mikono ya hali ya juu. Inavutia kila mtu.'],
  ],
  'Beaded Bangle Set (5 pieces)': [
    ['neema_mollel', 4, 'Zawadi nzuri kwa marafiki. Rangi zinavutia.'],
    ['sarah.kimaro', 5, 'Bought three sets as gifts. Everyone loved them.'],
  ],
  'Zanzibar Spice Gift Set': [
    ['michael.otieno', 5, 'Made my first proper pilau with it. The cinnamon is wonderful.'],
    ['amina_said', 4, 'Viungo vya kweli vya Zanzibar. Ningependa chupa kubwa zaidi.'],
  ],
  'Pemba Whole Cloves, 250 g': [
    ['baraka.mushi', 5, 'Karafuu za Pemba zina harufu kali kuliko za sokoni.'],
    ['lukas.becker', 4, 'Very aromatic. 250 g will last me a year.'],
  ],
  'Kagera Vanilla Pods (10)': [
    ['emma.watts', 5, 'Plump, oily pods. My homemade vanilla extract is brilliant.'],
    ['neema_mollel', 5, 'Vanila nzuri sana kwa keki. Harufu ni tamu.'],
  ],
  'Tingatinga Painting "Twiga Family"': [
    ['lukas.becker', 5, 'The colours are even brighter in person. It cheers up our living room.'],
    ['rehema_ngowi', 5, 'Mchoro mzuri wa Tingatinga, umefika salama ndani ya mrija.'],
  ],
  'Tingatinga Painting "Ndege wa Rangi"': [
    ['priya.shah', 5, 'Playful and colourful. Framing it was easy.'],
    ['daudi.massawe', 4, 'Rangi angavu sana. Ni mdogo kuliko nilivyodhani.'],
  ],

  // Tours
  'Classic Safari Experience': [
    [
      'emma.watts',
      5,
      'We saw a river crossing on day three! Our guide Emmanuel knew every animal by its habits.',
    ],
    [
      'lukas.becker',
      5,
      'Perfectly organised from Arusha to the Serengeti. The tented camps were comfortable.',
    ],
    ['neema_mollel', 5, 'Safari bora kabisa. Tuliona simba, tembo na chui ndani ya siku moja Ngorongoro.'],
    ['michael.otieno', 4, 'Amazing wildlife. Long drives between parks, so bring a good book.'],
  ],
  'Kilimanjaro Summit Trek': [
    [
      'lukas.becker',
      5,
      'The extra acclimatisation day made the difference. Sunrise at Uhuru Peak was unforgettable.',
    ],
    ['juma.kweka', 5, 'Waongozaji na wapagazi walikuwa wachangamfu na makini. Nimefika kileleni!'],
    ['sarah.kimaro', 4, 'Hard but well run. The cook made great food even at Barafu camp.'],
  ],
  'Zanzibar Beach Paradise': [
    ['emma.watts', 5, 'The sunset dhow cruise and snorkelling at Mnemba were the highlights of our year.'],
    ['amina_said', 5, 'Fukwe za Nungwi ni nzuri ajabu. Hoteli ilikuwa safi na karibu na bahari.'],
    ['priya.shah', 4, 'Relaxing week. The spice tour was a lovely surprise.'],
  ],
  'Ngorongoro Crater Day Trip': [
    ['michael.otieno', 5, 'Saw two black rhino from a distance. The picnic by the hippo pool was special.'],
    ['baraka.mushi', 4, 'Siku nzuri sana kreta. Tuliondoka mapema sana asubuhi, lakini ilistahili.'],
  ],
  'Tarangire Elephant Safari': [
    [
      'priya.shah',
      5,
      'Hundreds of elephants by the river and the baobabs are huge. The night drive was thrilling.',
    ],
    ['daudi.massawe', 4, 'Tembo wengi mno! Barabara za hifadhi zina vumbi jingi.'],
  ],
  'Ruaha Wilderness Safari': [
    [
      'lukas.becker',
      5,
      'Wild and quiet: we met only two other vehicles in five days. The walking safari was a highlight.',
    ],
    ['emma.watts', 5, 'Lions every single day. The small plane flight in is part of the adventure.'],
  ],
  'Stone Town Heritage Walk': [
    [
      'sarah.kimaro',
      5,
      'Our guide brought every carved door to life. Coffee on the rooftop at sunset was perfect.',
    ],
    ['rehema_ngowi', 5, 'Nimejifunza historia nyingi ya Mji Mkongwe ambayo sikuijua.'],
    ['michael.otieno', 4, 'Very informative. It gets hot in the afternoon, so bring water.'],
  ],
  'Maasai Village Cultural Visit': [
    ['emma.watts', 5, 'Warm welcome, and the women taught us beadwork with endless patience.'],
    ['juma.kweka', 5, 'Uzoefu wa kweli wa maisha ya Kimasai. Ngoma ya adumu ilipendeza sana.'],
  ],
  'Mount Meru Climb': [
    ['lukas.becker', 5, 'Better views than Kilimanjaro, honestly. Giraffes on the first day.'],
    ['sarah.kimaro', 4, 'The crater rim is steep and exciting. Good preparation for Kili.'],
  ],
  'Olduvai Gorge & Laetoli Footprints': [
    [
      'priya.shah',
      5,
      'Fascinating museum and a knowledgeable guide. A must for anyone curious about our origins.',
    ],
    ['baraka.mushi', 4, 'Historia ya ajabu. Ningependa muda zaidi pale Laetoli.'],
  ],
};
