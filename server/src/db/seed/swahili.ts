/**
 * The demo catalogue's Swahili texts (docs/catalogue.md, "Languages"), keyed by the English name
 * in laptops.ts, igsum-products.ts and tours.ts. Written as a shop in Dar es Salaam writes to its
 * customers, not word for word. A laptop keeps its model's name, which is the same in both
 * languages; its description is in Swahili.
 */
type Texts = { name?: string; description: string };

export const LAPTOP_CATEGORIES_SW: Record<string, string> = {
  Business: 'Za Ofisi na Biashara',
  Gaming: 'Za Michezo (Gaming)',
  Ultrabooks: 'Nyepesi na Nyembamba',
  'Student & Budget': 'Wanafunzi na Bei Nafuu',
  Workstations: 'Za Kazi Nzito',
  '2-in-1 Convertibles': 'Mbili-kwa-Moja (2-in-1)',
};

export const IGSUM_CATEGORIES_SW: Record<string, string> = {
  'Coffee & Tea': 'Kahawa na Chai',
  'Wood Carvings': 'Vinyago vya Mbao',
  'Textiles & Kanga': 'Vitambaa na Kanga',
  'Maasai Jewelry': 'Shanga za Kimasai',
  Spices: 'Viungo',
  'Tingatinga Art': 'Sanaa ya Tingatinga',
};

export const TOUR_CATEGORIES_SW: Record<string, string> = {
  Adventure: 'Safari za Vituko',
  Cultural: 'Utamaduni',
  Nature: 'Mazingira na Wanyamapori',
  Historical: 'Historia',
};

export const LAPTOPS_SW: Record<string, Texts> = {
  'Dell Latitude 5440': {
    description:
      'Laptop imara ya inchi 14 kwa kazi za ofisini na safarini. Kibodi haiharibiki kwa kumwagikiwa maji na betri inadumu siku nzima, ndiyo maana benki na NGO nyingi za Dar es Salaam zinaipenda.',
  },
  'HP EliteBook 840 G10': {
    description:
      'Laptop ya hadhi ya juu yenye mwili wa aluminiamu, skrini angavu ya 16:10 na kibodi isiyo na kelele. Sure View inazuia wengine kuchungulia skrini yako, na kamera ya 5MP inafanya mikutano ya video iwe safi.',
  },
  'Lenovo ThinkPad T14 Gen 4': {
    description:
      'ThinkPad ile ile inayojulikana, yenye kitufe chekundu cha TrackPoint na kibodi bora kabisa. Imejaribiwa kwenye vumbi, joto na unyevu, hivyo inafaa hata kwa ofisi za mikoani.',
  },
  'Lenovo ThinkPad E14 Gen 5': {
    description:
      'Uimara wa ThinkPad kwa bei ya biashara ndogo. Skrini pana ya 16:10 na milango (ports) yote unayohitaji, bila kununua viunganishi vya ziada.',
  },
  'HP ProBook 450 G10': {
    description:
      'Laptop ya biashara ya inchi 15.6 yenye vitufe vya namba pembeni, nzuri kwa wahasibu na wenye maduka. Imara, inatengenezeka kwa urahisi na haiumizi mfuko.',
  },
  'Dell Vostro 3520': {
    description:
      'Laptop ya bei nafuu kwa timu inayokua, yenye kila kitu cha msingi kimefanywa vizuri. Chaguo zuri kwa mapokezi, shule na maduka.',
  },
  'ASUS ROG Strix G16': {
    description:
      'Mashine ya michezo ya inchi 16 yenye skrini ya kasi ya 165Hz na taa za RGB kwenye kila kitufe. Mfumo wa kupoza unaostahimili kucheza kwa muda mrefu, hata kwenye joto la Dar es Salaam.',
  },
  'ASUS TUF Gaming F15': {
    description:
      'Ngumu kama vifaa vya kijeshi, yenye skrini ya 144Hz kwa bei ya kuanzia. Inacheza michezo yote maarufu kwa viwango vya juu, na inafaa pia kwa masomo.',
  },
  'Lenovo Legion 5 Gen 8': {
    description:
      'Laptop ya michezo iliyosawazika, yenye muonekano wa kiasi na kibodi bora sana. Toleo la msimu uliopita, tunaiweka dukani wakati toleo jipya linasubiriwa.',
  },
  'Acer Nitro V 15': {
    description:
      'Njia nafuu zaidi ya kuingia kwenye michezo kwa kadi ya RTX 40. Feni mbili na muundo rahisi, safi wenye rangi nyekundu pembeni.',
  },
  'HP Victus 15': {
    description:
      'Laptop ya michezo isiyojionyesha sana, inapendeza hata darasani chuoni. Nzuri kwa michezo ya esports, kuhariri video na kazi za kila siku.',
  },
  'Apple MacBook Air 13 (M2)': {
    description:
      'Haina feni wala kelele, ni nyepesi ajabu, na betri inadumu siku nzima na zaidi. Skrini ya Liquid Retina inafanya picha na nyaraka ziwe raha kusoma.',
  },
  'Apple MacBook Air 15 (M3)': {
    description:
      'MacBook Air ya skrini kubwa, bado nyembamba kiasi cha kuingia kwenye begi lolote. Inawafaa wabunifu na waandishi wanaotaka nafasi ya kufanya kazi bila uzito.',
  },
  'Dell XPS 13 9315': {
    description:
      'Laptop maridadi iliyochongwa kwa aluminiamu, yenye skrini karibu isiyo na fremu. Uzito chini ya kilo 1.2 na inachajiwa kwa USB-C.',
  },
  'ASUS Zenbook 14 OLED': {
    description:
      'Skrini ya OLED ya 2.8K yenye rangi hai ndani ya mwili mwembamba wa rangi ya bluu iliyokolea. Chipu mpya ya Core Ultra inaleta betri ya muda mrefu na utulivu bila joto.',
  },
  'HP Pavilion Aero 13': {
    description:
      'Chini ya kilo moja lakini imekamilika kila kitu, yenye skrini angavu ya 16:10. Laptop kubwa kwa thamani, kwa msafiri mwenye bajeti ndogo.',
  },
  'Acer Aspire 3 A315': {
    description:
      'Laptop ya kwanza inayofaa kwa kazi za shule na chuo. Ina kasi ya kutosha kwa utafiti, kazi za darasani na masomo ya video.',
  },
  'Lenovo IdeaPad Slim 3': {
    description:
      'Laptop nyembamba, tulivu, ya rangi ya bluu iliyokolea, yenye skrini ya Full HD na kifuniko cha kamera kwa faragha yako. Nafasi kubwa ya kuhifadhi notisi na miradi.',
  },
  'HP 250 G9': {
    description:
      'Laptop yetu ya bei ya chini kabisa, kwa barua pepe, nyaraka na masomo ya mtandaoni. Rahisi, ya kuaminika, na ina dhamana kamili ya FURSA.',
  },
  'ASUS Vivobook 15': {
    description:
      'Laptop kamili kwa matumizi ya kila siku, yenye kibodi nzuri na vitufe vya namba. Inamudu Excel, kuperuzi mtandao na kutazama video bila shida.',
  },
  'Dell Inspiron 15 3520': {
    description:
      'Skrini pana ya 120Hz na SSD ya kasi vinaifanya Inspiron hii ionekane ya bei ya juu kuliko ilivyo. Inafaa kwa kila kitu, nyumbani na chuoni.',
  },
  'Dell Precision 3581': {
    description:
      'Workstation inayobebeka, iliyothibitishwa (ISV) kwa wahandisi na wasanifu majengo. Inaendesha AutoCAD, Revit na ArcGIS vizuri, site na ofisini.',
  },
  'HP ZBook Firefly 14 G10': {
    description:
      'Nguvu ya workstation ndani ya mwili wa kilo 1.4, kwa wabunifu wanaosafiri. Madereva ya picha ya kitaalamu na skrini yenye rangi sahihi.',
  },
  'Lenovo ThinkPad P16s Gen 2': {
    description:
      'Workstation nyembamba ya inchi 16 yenye nafasi kubwa ya kuchambua data na kazi za GIS. Uaminifu wa ThinkPad pamoja na madereva yaliyothibitishwa.',
  },
  'HP Envy x360 14': {
    description:
      'Ikunje iwe tableti uchore au usaini, kisha ifungue tena uandike. Skrini ya kugusa angavu, na kalamu imo ndani ya boksi.',
  },
  'Lenovo Yoga 7i 14': {
    description:
      'Bawaba inayozunguka nyuzi 360, skrini kali ya 2.2K na spika zilizo ndani ya bawaba. Nzuri kwa mawasilisho na kutazama filamu ikiwa imesimamishwa kama hema.',
  },
  'Dell Inspiron 14 2-in-1': {
    description:
      'Laptop ya skrini ya kugusa inayokunjika, kwa bei rafiki. Andika notisi kwa mkono darasani, kisha chapa kazi yako ukifika nyumbani.',
  },
  'ASUS Vivobook Flip 14': {
    description:
      'Laptop inayokunjika ya kuanzia, kwa kusoma, kuchora na masomo ya mtandaoni. Nyepesi kiasi cha kuishika kama tableti kipindi kizima cha darasa.',
  },
};

export const IGSUM_PRODUCTS_SW: Record<string, Texts> = {
  'Kilimanjaro Peaberry Coffee, 500 g': {
    name: 'Kahawa ya Peaberry ya Kilimanjaro, gramu 500',
    description:
      'Kahawa ya Arabika (punje nzima) inayolimwa na vyama vya ushirika vya wakulima wadogo kwenye miteremko ya Kilimanjaro. Punje za peaberry zinatoa kahawa changamfu yenye ladha ya blackcurrant na kakao.',
  },
  'Mbeya Arabica Dark Roast, 1 kg': {
    name: 'Kahawa ya Arabika ya Mbeya, Iliyokaangwa Sana, kilo 1',
    description:
      'Kahawa nzito yenye ladha ya chokoleti kutoka nyanda za juu za kusini, Mbeya. Inafaa kwa espresso na kahawa kali ya asubuhi.',
  },
  'Usambara Highland Black Tea Tin': {
    name: 'Chai ya Majani ya Milima ya Usambara (Kopo)',
    description:
      'Majani ya chai kutoka milima ya Usambara yenye ukungu, ndani ya kopo unaloweza kutumia tena. Inatoa chai ya rangi ya kahawia angavu, tamu zaidi ukiweka maziwa.',
  },
  'Makonde Ebony Bust': {
    name: 'Kinyago cha Mpingo cha Kimakonde',
    description:
      'Kimechongwa kwa mkono kutoka kipande kimoja cha mpingo na wasanii wa Kimakonde pale Mwenge, Dar es Salaam. Kila kinyago ni cha kipekee na kimesainiwa na mchongaji.',
  },
  'Hand-carved Mninga Elephant': {
    name: 'Tembo wa Mninga Aliyechongwa kwa Mkono',
    description:
      'Tembo anayetembea, amechongwa kwa mbao ya mninga na kupakwa nta ya nyuki. Kumbukumbu ya kudumu ya makundi ya tembo wa Tarangire.',
  },
  'Olive Wood Salad Servers': {
    name: 'Vijiko vya Saladi vya Mbao ya Mzeituni',
    description:
      'Jozi ya vijiko vya kupakulia vilivyochongwa kutoka mzeituni pori, vyenye mistari mizuri ya mbao. Salama kwa chakula na vimetengenezwa kutumika kila siku.',
  },
  'Kanga Pair "Upendo"': {
    name: 'Doti ya Kanga "Upendo"',
    description:
      'Doti ya kanga za pamba zinazofanana, zenye methali ya Kiswahili pembeni. Jifunge moja na nyingine iwe kilemba, au zitundike ukutani kama pambo.',
  },
  'Maasai Shuka Blanket': {
    name: 'Shuka ya Kimasai',
    description:
      'Kitambaa cha miraba kinachovaliwa na wafugaji wa Kimasai, kimefumwa kizito cha kutosha kwa jioni ya baridi ukingoni mwa kreta. Kinapendeza kama shuka ya kujifunika au ya kukaa pikiniki.',
  },
  'Kikoi Beach Wrap': {
    name: 'Kikoi cha Pwani',
    description:
      'Kikoi cha mistari kilichofumwa kwa mkono huko pwani, chenye matamvua ya mafundo. Chepesi kwa ufukweni, laini kiasi cha kutumika kama taulo.',
  },
  'Maasai Beaded Collar Necklace': {
    name: 'Mkufu wa Shanga wa Kimasai',
    description:
      'Mkufu bapa wa duara wa shanga za kioo, umetungwa na akina mama wa Kimasai wa Longido. Rangi zina maana: nyekundu ni ushujaa, bluu ni anga, kijani ni ardhi.',
  },
  'Maasai Wedding Collar': {
    name: 'Mkufu wa Harusi wa Kimasai',
    description:
      'Mkufu mpana wa sherehe wa rangi nyeupe na bluu, wenye nyuzi za shanga zinazoning’inia na vipande vya chuma. Pambo la kuvutia macho, limetungwa kwa wiki kadhaa.',
  },
  'Beaded Bangle Set (5 pieces)': {
    name: 'Bangili za Shanga (vipande 5)',
    description:
      'Bangili tano za kuvaa pamoja, kwa mapambo ya rangi za asili za Kimasai. Zawadi nyepesi ya rangi rangi, rahisi kubeba safarini.',
  },
  'Zanzibar Spice Gift Set': {
    name: 'Zawadi ya Viungo vya Zanzibar',
    description:
      'Chupa tatu kutoka mashamba ya viungo ya Zanzibar: manjano, mdalasini na iliki, pamoja na magome ya mdalasini na nyota ya anise. Kila unachohitaji kupika pilau ya kweli.',
  },
  'Pemba Whole Cloves, 250 g': {
    name: 'Karafuu Nzima za Pemba, gramu 250',
    description:
      'Karafuu zilizochumwa kwa mkono na kukaushwa juani kisiwani Pemba, moyo wa biashara ya karafuu Afrika Mashariki. Harufu kali, ndani ya mfuko wa kitani unaotumika tena.',
  },
  'Kagera Vanilla Pods (10)': {
    name: 'Vanila ya Kagera (vijiti 10)',
    description:
      'Vijiti vinene vya vanila ya Bourbon vinavyolimwa na wakulima wadogo wa Kagera karibu na Ziwa Victoria. Harufu nzito na tamu, kwa kuokea keki na kutengeneza vanila yako mwenyewe.',
  },
  'Tingatinga Painting "Twiga Family"': {
    name: 'Mchoro wa Tingatinga "Familia ya Twiga"',
    description:
      'Twiga chini ya jua jekundu, wamechorwa kwa rangi ya enameli inayong’aa kwa mtindo wa Tingatinga uliozaliwa Dar es Salaam miaka ya 1960. Umesainiwa mbele na mchoraji.',
  },
  'Tingatinga Painting "Ndege wa Rangi"': {
    name: 'Mchoro wa Tingatinga "Ndege wa Rangi"',
    description:
      'Ndege na maua ya rangi angavu juu ya bluu iliyokolea, yamejaa ucheshi na rangi za sanaa ya Tingatinga. Unatumwa ukiwa umevingirishwa ndani ya mrija, tayari kuwekwa kwenye fremu.',
  },
};

type TourTexts = { title: string; description: string; duration: string; highlights: string[] };

export const TOURS_SW: Record<string, TourTexts> = {
  'Classic Safari Experience': {
    title: 'Safari ya Kaskazini: Serengeti, Ngorongoro na Tarangire',
    description:
      'Siku nane kwenye mzunguko wa kaskazini: nyanda zisizo na mwisho za Serengeti, sakafu ya kreta ya Ngorongoro iliyojaa wanyama na makundi ya tembo wa Tarangire. Mnalala kwenye kambi za mahema zenye starehe, na dereva-mwongozaji mzoefu ndani ya Land Cruiser yenye paa linalofunguka.',
    duration: 'Siku 8',
    highlights: [
      'Kuangalia wanyama Serengeti wakati wa Uhamaji Mkuu wa nyumbu',
      'Siku nzima ndani ya kreta ya Ngorongoro',
      'Makundi ya tembo na mibuyu ya Tarangire',
      'Kambi za mahema, milo yote imejumuishwa',
    ],
  },
  'Kilimanjaro Summit Trek': {
    title: 'Kupanda Kilele cha Kilimanjaro',
    description:
      'Panda mlima mrefu kuliko yote Afrika kwa njia ya Machame yenye mandhari nzuri, kupitia msitu wa mvua, nyika na jangwa la juu hadi Kilele cha Uhuru, mita 5,895. Siku ya ziada ya kuzoea hali ya hewa ya juu inakupa nafasi nzuri zaidi ya kufika kileleni.',
    duration: 'Siku 9',
    highlights: [
      'Njia ya Machame, na siku ya kuzoea hali ya juu',
      'Macheo kwenye Kilele cha Uhuru, mita 5,895',
      'Waongozaji wa mlima waliothibitishwa, wapagazi na mpishi',
      'Ada za hifadhi, vifaa vya kambi na usiku hotelini Moshi',
    ],
  },
  'Zanzibar Beach Paradise': {
    title: 'Likizo ya Fukwe za Zanzibar',
    description:
      'Wiki moja kwenye Kisiwa cha Marashi: fukwe za mchanga mweupe kama unga huko Nungwi, safari ya jahazi wakati wa machweo, ziara ya shamba la viungo na siku ya kuogelea na kuona matumbawe ya Mnemba. Kwa utulivu, joto na mapumziko kamili.',
    duration: 'Siku 7',
    highlights: [
      'Hoteli ufukweni Nungwi',
      'Jahazi la machweo pamoja na chakula cha jioni',
      'Kuogelea na kuona matumbawe Mnemba',
      'Ziara ya shamba la viungo na mwongozaji',
    ],
  },
  'Ngorongoro Crater Day Trip': {
    title: 'Safari ya Siku Moja Kreta ya Ngorongoro',
    description:
      'Siku nzima ndani ya kreta kubwa zaidi duniani ya volkano isiyovunjika, makazi ya simba, faru weusi na maziwa ya magadi yaliyopambwa na heroe. Tunaondoka Karatu, na chakula cha mchana cha pikiniki kando ya bwawa la viboko.',
    duration: 'Siku 1',
    highlights: [
      'Kushuka hadi sakafu ya kreta',
      'Nafasi ya kuona faru weusi',
      'Chakula cha mchana kando ya bwawa la viboko',
    ],
  },
  'Tarangire Elephant Safari': {
    title: 'Safari ya Tembo wa Tarangire',
    description:
      'Siku tatu Tarangire, hifadhi maarufu kwa mibuyu mikubwa na baadhi ya makundi makubwa zaidi ya tembo barani Afrika. Kuangalia wanyama kando ya mto na safari ya usiku pamoja na mwongozaji.',
    duration: 'Siku 3',
    highlights: [
      'Makundi ya tembo kando ya Mto Tarangire',
      'Misitu ya mibuyu ya kale',
      'Safari ya usiku na mwongozaji',
    ],
  },
  'Ruaha Wilderness Safari': {
    title: 'Safari ya Nyika ya Ruaha',
    description:
      'Ruka kwa ndege hadi Ruaha, hifadhi kubwa kuliko zote Tanzania, kwa siku tano mbali na msongamano. Safari za miguu pamoja na askari wa wanyamapori wenye silaha, na kuangalia wanyama kando ya Mto Ruaha Mkuu, maarufu kwa makundi makubwa ya simba.',
    duration: 'Siku 5',
    highlights: [
      'Ndege ndogo kutoka Dar es Salaam',
      'Safari ya miguu na askari wa wanyamapori',
      'Makundi makubwa ya simba wa Mto Ruaha Mkuu',
    ],
  },
  'Stone Town Heritage Walk': {
    title: 'Matembezi ya Urithi wa Mji Mkongwe',
    description:
      'Tembea vichochoro vyembamba vya Mji Mkongwe wa Zanzibar, urithi wa dunia wa UNESCO, pamoja na mwanahistoria wa hapa: milango ya kuchongwa, Beit al-Ajaib, soko la zamani la watumwa na soko la Darajani. Tunamaliza kwa kahawa ya viungo juu ya paa.',
    duration: 'Siku 1',
    highlights: [
      'Milango ya kuchongwa ya Zanzibar na Beit al-Ajaib',
      'Kumbukumbu ya soko la zamani la watumwa',
      'Kahawa ya viungo juu ya paa wakati wa machweo',
    ],
  },
  'Maasai Village Cultural Visit': {
    title: 'Ziara ya Utamaduni Kijijini kwa Wamasai',
    description:
      'Siku mbili kama wageni wa jamii ya Kimasai karibu na Monduli. Tembea na wachungaji, jifunze kazi ya shanga kutoka kwa akina mama, tazama ngoma ya kuruka ya adumu na ulale usiku mmoja kwenye boma la wageni.',
    duration: 'Siku 2',
    highlights: [
      'Kutembea na wachungaji wa Kimasai',
      'Somo la shanga na akina mama wa boma',
      'Ngoma ya adumu jioni',
    ],
  },
  'Mount Meru Climb': {
    title: 'Kupanda Mlima Meru',
    description:
      'Mlima wa pili kwa urefu Tanzania, na maandalizi bora kabla ya Kilimanjaro. Siku nne ndani ya Hifadhi ya Taifa ya Arusha, twiga kwenye miteremko ya chini na ukingo mwembamba wa kreta hadi Kilele cha Socialist, mita 4,566.',
    duration: 'Siku 4',
    highlights: [
      'Kilele cha Socialist, mita 4,566',
      'Twiga na nyati ndani ya Hifadhi ya Taifa ya Arusha',
      'Mandhari ya Kilimanjaro ng’ambo',
    ],
  },
  'Olduvai Gorge & Laetoli Footprints': {
    title: 'Bonde la Olduvai na Nyayo za Laetoli',
    description:
      'Simama mahali familia ya Leakey ilipofukua historia ya binadamu ya miaka milioni mbili. Siku mbili katika Bonde la Olduvai na jumba lake jipya la makumbusho, ziara ya eneo la nyayo za Laetoli na usiku mmoja pembezoni mwa Serengeti.',
    duration: 'Siku 2',
    highlights: [
      'Makumbusho ya Olduvai na maeneo ya uchimbuaji',
      'Nakala ya nyayo za Laetoli',
      'Usiku katika loji pembezoni mwa Serengeti',
    ],
  },
};
