// Word banks for proper nouns (hotel and centre names, streets, people). Names are not
// translated: a hotel has one name, written in its country's language.
import type { CountryCode } from './geo-admin'
import type { Rng } from './prng'

export type NameLanguage = 'fr' | 'es' | 'it' | 'nl'

/** Language a place's proper nouns are written in (Belgium: by region). */
export function nameLanguage(country: CountryCode, regionId: number | null): NameLanguage {
  if (country === 'FR') return 'fr'
  if (country === 'ES') return 'es'
  if (country === 'IT') return 'it'
  if (country === 'NL') return 'nl'
  return regionId === 171 ? 'nl' : 'fr'
}

const HOTEL_WORDS: Readonly<
  Record<
    NameLanguage,
    {
      readonly nouns: readonly string[]
      readonly adjectives: readonly string[]
      readonly prefixes: Readonly<Record<string, readonly string[]>>
    }
  >
> = {
  fr: {
    nouns: [
      'Les Tilleuls',
      'Le Clos Fleuri',
      'La Bastide',
      'Les Glycines',
      'Le Moulin',
      'La Source',
      'Les Oliviers',
      'Le Prieuré',
      'La Roseraie',
      'Les Remparts',
      'Le Cèdre',
      'La Fontaine',
      'Les Vignes',
      'Le Parc',
      'La Pinède',
      'Les Hauts',
      'Le Relais',
      'La Closerie',
      "L'Orangerie",
      'Les Chênes',
      'Le Belvédère',
      'La Forge',
      'Les Lavandes',
      'Le Cloître',
      'La Marine',
      'Les Sources',
      'Le Vieux Pont',
      'La Tour',
      "L'Écrin",
      'Les Écuries',
    ],
    adjectives: [
      'du Lac',
      'des Vignes',
      'du Château',
      'de la Plage',
      'des Alpes',
      'du Golf',
      'de la Forêt',
      'du Port',
      'des Remparts',
      'du Parc',
      'de la Vallée',
      'des Pins',
    ],
    prefixes: {
      hotel: ['Hôtel', 'Grand Hôtel', 'Hôtel Spa', 'Hôtel & Spa', 'Best Hôtel'],
      guest_house: ["Maison d'hôtes", 'Chambres d’hôtes', 'La Maison'],
      castle: ['Château'],
      manor: ['Manoir', 'Domaine'],
      residence: ['Résidence', 'Les Appartements'],
      inn: ['Auberge', 'Relais'],
      unusual: ['Cabanes', 'Lodge', 'Les Bulles'],
      farm_stay: ['Ferme', 'Mas', 'La Ferme'],
    },
  },
  es: {
    nouns: [
      'Los Olivos',
      'La Alameda',
      'El Mirador',
      'Las Buganvillas',
      'El Molino',
      'La Fuente',
      'Los Almendros',
      'El Convento',
      'La Rosaleda',
      'Las Murallas',
      'El Patio',
      'La Atalaya',
      'Los Viñedos',
      'El Jardín',
      'La Pineda',
      'Las Dunas',
      'El Cortijo',
      'La Posada Real',
      'Los Naranjos',
      'El Faro',
      'La Ermita',
      'Las Acacias',
      'El Claustro',
      'La Marina',
      'Los Arcos',
    ],
    adjectives: [
      'del Lago',
      'de las Viñas',
      'del Castillo',
      'de la Playa',
      'de la Sierra',
      'del Golf',
      'del Bosque',
      'del Puerto',
      'del Valle',
      'de los Pinos',
    ],
    prefixes: {
      hotel: ['Hotel', 'Gran Hotel', 'Hotel Spa', 'Hotel Boutique'],
      guest_house: ['Casa', 'Casa de Huéspedes'],
      castle: ['Castillo', 'Parador'],
      manor: ['Palacio', 'Hacienda'],
      residence: ['Apartahotel', 'Aparthotel'],
      inn: ['Posada', 'Hostal'],
      unusual: ['Cabañas', 'Eco Lodge', 'Cuevas'],
      farm_stay: ['Masía', 'Cortijo', 'Finca'],
    },
  },
  it: {
    nouns: [
      'Gli Ulivi',
      'La Limonaia',
      'Il Belvedere',
      'Le Glicine',
      'Il Mulino',
      'La Fonte',
      'I Cipressi',
      'Il Chiostro',
      'Il Roseto',
      'Le Mura',
      'Il Cortile',
      'La Torre',
      'Le Vigne',
      'Il Giardino',
      'La Pineta',
      'Le Dune',
      'Il Borgo',
      'La Locanda Antica',
      'Gli Aranci',
      'Il Faro',
      'La Pieve',
      'Le Acacie',
      'Il Palazzo',
      'La Marina',
      'I Portici',
    ],
    adjectives: [
      'del Lago',
      'delle Vigne',
      'del Castello',
      'della Spiaggia',
      'delle Alpi',
      'del Golf',
      'del Bosco',
      'del Porto',
      'della Valle',
      'dei Pini',
    ],
    prefixes: {
      hotel: ['Hotel', 'Grand Hotel', 'Hotel Spa', 'Boutique Hotel'],
      guest_house: ['B&B', 'Casa'],
      castle: ['Castello'],
      manor: ['Villa', 'Dimora'],
      residence: ['Residence', 'Residenza'],
      inn: ['Locanda', 'Albergo'],
      unusual: ['Glamping', 'Eco Lodge', 'Le Case sugli Alberi'],
      farm_stay: ['Agriturismo', 'Masseria', 'Tenuta'],
    },
  },
  nl: {
    nouns: [
      'De Linde',
      'De Gouden Leeuw',
      'Het Wapen',
      'De Molen',
      'De Bron',
      'De Eikenhof',
      'Het Anker',
      'De Zwaan',
      'De Rozenhof',
      'De Vesting',
      'Het Hof',
      'De Uitkijk',
      'De Wijngaard',
      'Het Park',
      'De Duinen',
      'De Heide',
      'Het Koetshuis',
      'De Pastorie',
      'De Oranjerie',
      'De Beuken',
      'Het Veerhuis',
      'De Smidse',
      'De Kroon',
      'Het Klooster',
      'De Haven',
    ],
    adjectives: [
      'aan het Meer',
      'bij de Wijngaard',
      'bij het Kasteel',
      'aan Zee',
      'in de Bossen',
      'aan de Golfbaan',
      'aan de Haven',
      'in het Dal',
      'aan de Rivier',
    ],
    prefixes: {
      hotel: ['Hotel', 'Grand Hotel', 'Hotel & Spa', 'Boutique Hotel'],
      guest_house: ['B&B', 'Gastenverblijf'],
      castle: ['Kasteel'],
      manor: ['Landgoed', 'Buitenplaats'],
      residence: ['Appartementen', 'Residentie'],
      inn: ['Herberg', 'Herberg & Brasserie'],
      unusual: ['Boomhutten', 'Glamping', 'Lodge'],
      farm_stay: ['Boerderij', 'Hoeve'],
    },
  },
}

/** A plausible hotel name for a hotel type in the local language. */
export function hotelName(rng: Rng, lang: NameLanguage, typeKey: string, cityName: string): string {
  const w = HOTEL_WORDS[lang]
  const prefixes = w.prefixes[typeKey] ?? w.prefixes.hotel ?? ['Hotel']
  const prefix = rng.pick(prefixes)
  const form = rng.int(0, 3)
  if (typeKey === 'castle' || typeKey === 'manor') {
    const of = { fr: 'de', es: 'de', it: 'di', nl: 'van' }[lang]
    return form < 2 ? `${prefix} ${of} ${cityName}` : `${prefix} ${rng.pick(w.nouns)}`
  }
  if (form === 0) return `${prefix} ${rng.pick(w.nouns)} ${rng.pick(w.adjectives)}`
  if (form === 3) return `${prefix} ${rng.pick(w.nouns)} ${cityName}`
  return `${prefix} ${rng.pick(w.nouns)}`
}

const STREETS: Readonly<Record<NameLanguage, readonly string[]>> = {
  fr: [
    'rue de la République',
    'avenue Jean Jaurès',
    'rue Victor Hugo',
    'place du Marché',
    'chemin des Vignes',
    'route du Lac',
    'rue des Remparts',
    'boulevard de la Mer',
    'allée des Tilleuls',
    'rue du Château',
    'quai des Bateliers',
    'route de la Forêt',
    'rue Pasteur',
    'place de l’Église',
    'impasse du Moulin',
  ],
  es: [
    'Calle Mayor',
    'Avenida de la Constitución',
    'Plaza de España',
    'Calle del Sol',
    'Paseo Marítimo',
    'Camino de los Viñedos',
    'Calle Real',
    'Avenida del Mar',
    'Calle de la Iglesia',
    'Carretera del Lago',
    'Calle San Juan',
    'Plaza Mayor',
  ],
  it: [
    'Via Roma',
    'Corso Garibaldi',
    'Piazza del Duomo',
    'Via dei Mille',
    'Lungomare Marconi',
    'Strada delle Vigne',
    'Via Mazzini',
    'Via del Lago',
    'Piazza della Repubblica',
    'Via San Francesco',
    'Viale dei Pini',
    'Via Cavour',
  ],
  nl: [
    'Kerkstraat',
    'Dorpsstraat',
    'Marktplein',
    'Stationsweg',
    'Zeeweg',
    'Molenweg',
    'Kasteellaan',
    'Boslaan',
    'Havenkade',
    'Wijngaardstraat',
    'Nieuwstraat',
    'Hoogstraat',
  ],
}

/** Street address in the local format. */
export function streetAddress(rng: Rng, lang: NameLanguage): string {
  const street = rng.pick(STREETS[lang])
  const number = rng.int(1, 120)
  return lang === 'fr' ? `${number} ${street}` : `${street} ${number}`
}

export const FIRST_NAMES: Readonly<Record<NameLanguage, readonly string[]>> = {
  fr: [
    'Marie',
    'Julien',
    'Sophie',
    'Thomas',
    'Camille',
    'Nicolas',
    'Claire',
    'Antoine',
    'Isabelle',
    'Pierre',
    'Céline',
    'Laurent',
    'Émilie',
    'Mathieu',
    'Nathalie',
    'Olivier',
    'Sandrine',
    'Hugo',
    'Léa',
    'Manon',
    'Chantal',
    'Philippe',
    'Aurélie',
    'Sébastien',
  ],
  es: [
    'María',
    'Javier',
    'Lucía',
    'Carlos',
    'Carmen',
    'Alejandro',
    'Laura',
    'Pablo',
    'Marta',
    'David',
    'Elena',
    'Sergio',
    'Ana',
    'Jorge',
    'Cristina',
    'Manuel',
    'Paula',
    'Raúl',
    'Sara',
    'Andrés',
  ],
  it: [
    'Giulia',
    'Marco',
    'Francesca',
    'Luca',
    'Chiara',
    'Alessandro',
    'Sara',
    'Matteo',
    'Elena',
    'Andrea',
    'Valentina',
    'Davide',
    'Federica',
    'Simone',
    'Martina',
    'Paolo',
    'Silvia',
    'Giorgio',
    'Anna',
    'Stefano',
  ],
  nl: [
    'Emma',
    'Daan',
    'Sanne',
    'Thijs',
    'Lotte',
    'Bram',
    'Eva',
    'Lucas',
    'Anouk',
    'Joost',
    'Femke',
    'Ruben',
    'Inge',
    'Pieter',
    'Sofie',
    'Wouter',
    'Marieke',
    'Jeroen',
    'Lieke',
    'Koen',
  ],
}

const INITIALS = 'ABCDEFGHIJKLMNOPRSTVW'

/** "Marie L." */
export function customerName(rng: Rng, lang: NameLanguage): string {
  return `${rng.pick(FIRST_NAMES[lang])} ${INITIALS[rng.int(0, INITIALS.length - 1)]}.`
}

/** Phone number in the country's format. */
export function phoneNumber(rng: Rng, country: CountryCode): string {
  const d = (n: number): string => Array.from({ length: n }, () => String(rng.int(0, 9))).join('')
  switch (country) {
    case 'FR':
      return `+33 ${rng.int(1, 5)} ${d(2)} ${d(2)} ${d(2)} ${d(2)}`
    case 'ES':
      return `+34 9${d(2)} ${d(3)} ${d(3)}`
    case 'IT':
      return `+39 0${d(2)} ${d(3)} ${d(4)}`
    case 'BE':
      return `+32 ${rng.int(2, 9)}${d(1)} ${d(2)} ${d(2)} ${d(2)}`
    case 'NL':
      return `+31 ${rng.int(10, 79)} ${d(3)} ${d(4)}`
  }
}
