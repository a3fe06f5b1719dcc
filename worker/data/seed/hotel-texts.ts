// Localised texts of hotels and rooms, assembled from phrase banks per language.
import type { Language } from '../../../shared/sites'
import type { Rng } from './prng'
import { fill } from './text'

type Bank = Readonly<Record<Language, readonly string[]>>
type One = Readonly<Record<Language, string>>

const ENV: Readonly<Record<string, One>> = {
  city: { fr: 'en plein cœur de {city}', es: 'en pleno centro de {city}', nl: 'midden in {city}', it: 'nel cuore di {city}' },
  countryside: {
    fr: 'dans la campagne de {city}',
    es: 'en plena naturaleza cerca de {city}',
    nl: 'op het platteland bij {city}',
    it: 'nella campagna di {city}',
  },
  seaside: {
    fr: 'à quelques pas de la mer, à {city}',
    es: 'a pocos pasos del mar, en {city}',
    nl: 'op een steenworp van zee in {city}',
    it: 'a pochi passi dal mare, a {city}',
  },
  mountain: {
    fr: 'au pied des sommets, à {city}',
    es: 'a los pies de las montañas, en {city}',
    nl: 'aan de voet van de bergen in {city}',
    it: 'ai piedi delle montagne, a {city}',
  },
  lake: {
    fr: "sur les rives d'un lac, à {city}",
    es: 'a orillas de un lago, en {city}',
    nl: 'aan de oever van een meer bij {city}',
    it: 'sulle rive del lago, a {city}',
  },
  vineyard: {
    fr: 'au milieu des vignes, près de {city}',
    es: 'entre viñedos, cerca de {city}',
    nl: 'tussen de wijngaarden bij {city}',
    it: 'tra i vigneti, vicino a {city}',
  },
  forest: {
    fr: "à l'orée de la forêt, près de {city}",
    es: 'junto al bosque, cerca de {city}',
    nl: 'aan de rand van het bos bij {city}',
    it: 'ai margini del bosco, vicino a {city}',
  },
}

const STYLE: Readonly<Record<string, One>> = {
  charming: { fr: 'une adresse de charme', es: 'un alojamiento con encanto', nl: 'een sfeervol adres', it: 'un indirizzo di charme' },
  design: {
    fr: 'un lieu au design soigné',
    es: 'un espacio de diseño cuidado',
    nl: 'een adres met verzorgd design',
    it: 'un luogo dal design curato',
  },
  traditional: {
    fr: 'une maison traditionnelle et chaleureuse',
    es: 'una casa tradicional y acogedora',
    nl: 'een traditioneel en gastvrij huis',
    it: 'una casa tradizionale e accogliente',
  },
  luxury: { fr: 'un établissement raffiné', es: 'un establecimiento refinado', nl: 'een verfijnd adres', it: 'una struttura raffinata' },
  unusual: {
    fr: 'un hébergement hors du commun',
    es: 'un alojamiento fuera de lo común',
    nl: 'een bijzondere logeerplek',
    it: 'un alloggio fuori dal comune',
  },
  contemporary: {
    fr: 'un cadre contemporain et lumineux',
    es: 'un entorno contemporáneo y luminoso',
    nl: 'een lichte, eigentijdse plek',
    it: 'un ambiente contemporaneo e luminoso',
  },
  historic: {
    fr: "une demeure chargée d'histoire",
    es: 'una residencia llena de historia',
    nl: 'een pand vol geschiedenis',
    it: 'una dimora ricca di storia',
  },
  family: {
    fr: 'une adresse pensée pour les familles',
    es: 'un lugar pensado para las familias',
    nl: 'een adres op maat van gezinnen',
    it: 'un indirizzo pensato per le famiglie',
  },
}

const OPENING: Bank = {
  fr: [
    'Situé {env}, {label} est {style}.',
    'Vous rêvez d’une escapade {env} ? {label} est {style}.',
    '{Env}, {label} est {style} qui invite à la détente.',
  ],
  es: [
    'Situado {env}, {label} es {style}.',
    '¿Sueña con una escapada {env}? {label} es {style}.',
    '{Env}, {label} es {style} que invita al descanso.',
  ],
  nl: [
    '{label} ligt {env} en is {style}.',
    'Zin in een uitje {env}? {label} is {style}.',
    '{Env} vind je {label}, {style} waar je helemaal tot rust komt.',
  ],
  it: ['Situato {env}, {label} è {style}.', 'Sognate una fuga {env}? {label} è {style}.', '{Env}, {label} è {style} che invita al relax.'],
}

const ROOMS: Bank = {
  fr: [
    'Ses {rooms} chambres, confortables et joliment décorées, offrent tout le nécessaire pour un séjour réussi.',
    "L'établissement, à taille humaine, compte {rooms} chambres au calme.",
    'Les {rooms} chambres allient confort moderne et décoration soignée.',
  ],
  es: [
    'Sus {rooms} habitaciones, cómodas y decoradas con gusto, ofrecen todo lo necesario para una estancia perfecta.',
    'El establecimiento, de tamaño familiar, cuenta con {rooms} habitaciones tranquilas.',
    'Las {rooms} habitaciones combinan confort moderno y una decoración cuidada.',
  ],
  nl: [
    'De {rooms} comfortabele, smaakvol ingerichte kamers bieden alles voor een geslaagd verblijf.',
    'Het kleinschalige adres telt {rooms} rustige kamers.',
    'De {rooms} kamers combineren modern comfort met een verzorgde inrichting.',
  ],
  it: [
    'Le sue {rooms} camere, confortevoli e arredate con gusto, offrono tutto il necessario per un soggiorno perfetto.',
    'La struttura, a misura d’uomo, dispone di {rooms} camere tranquille.',
    'Le {rooms} camere uniscono comfort moderno e arredi curati.',
  ],
}

const FACILITIES: One = {
  fr: 'Sur place : {list}.',
  es: 'En el establecimiento: {list}.',
  nl: 'Ter plaatse: {list}.',
  it: 'In struttura: {list}.',
}

const CLOSING: Bank = {
  fr: [
    'Le point de départ idéal pour découvrir {city} et ses environs.',
    "L'équipe vous réserve un accueil attentionné et de précieux conseils pour explorer la région.",
    'Une parenthèse idéale pour se retrouver le temps d’un week-end.',
  ],
  es: [
    'El punto de partida ideal para descubrir {city} y sus alrededores.',
    'El equipo le ofrecerá una atención cercana y buenos consejos para explorar la región.',
    'Un paréntesis perfecto para desconectar durante un fin de semana.',
  ],
  nl: [
    'Het ideale vertrekpunt om {city} en omgeving te ontdekken.',
    'Het team ontvangt je hartelijk en geeft graag tips om de streek te verkennen.',
    'Een heerlijke plek om er even tussenuit te zijn tijdens een weekend.',
  ],
  it: [
    'Il punto di partenza ideale per scoprire {city} e dintorni.',
    'Lo staff vi riserverà un’accoglienza attenta e preziosi consigli per esplorare la zona.',
    'Una parentesi ideale per ritrovarsi durante un weekend.',
  ],
}

const AND: One = { fr: 'et', es: 'y', nl: 'en', it: 'e' }

/** First letter lower-cased unless the word is an acronym-like label (Wi-Fi, LED). */
function lcFirst(label: string): string {
  if (/^[A-Z][A-Z-]/.test(label) || label.startsWith('Wi-Fi')) return label
  return label.charAt(0).toLowerCase() + label.slice(1)
}

function joinList(items: readonly string[], lang: Language): string {
  if (items.length <= 1) return items.join('')
  return `${items.slice(0, -1).join(', ')} ${AND[lang]} ${items[items.length - 1]}`
}

export interface HotelTextContext {
  readonly label: string
  readonly city: string
  readonly environment: string
  readonly style: string
  readonly rooms: number
  /** Facility labels in this language. */
  readonly facilities: readonly string[]
}

/** Description of a hotel; the same rng state gives the same sentence choices in every language. */
export function hotelDescription(choice: readonly number[], lang: Language, ctx: HotelTextContext): string {
  const env = fill(ENV[ctx.environment]?.[lang] ?? ENV.city![lang], { city: ctx.city })
  const style = STYLE[ctx.style]?.[lang] ?? STYLE.charming![lang]
  const pick = (bank: Bank, i: number): string => bank[lang][(choice[i] ?? 0) % bank[lang].length] as string
  const values = { env, Env: env.charAt(0).toUpperCase() + env.slice(1), style, label: ctx.label, city: ctx.city, rooms: ctx.rooms }
  const parts = [fill(pick(OPENING, 0), values), fill(pick(ROOMS, 1), values)]
  if (ctx.facilities.length > 0) parts.push(fill(FACILITIES[lang], { list: joinList(ctx.facilities.slice(0, 4).map(lcFirst), lang) }))
  parts.push(fill(pick(CLOSING, 2), values))
  return parts.join(' ')
}

/** Random sentence choices shared by the locales of one hotel. */
export function descriptionChoices(rng: Rng): number[] {
  return [rng.int(0, 2), rng.int(0, 2), rng.int(0, 2)]
}

export interface HotelInfoContext {
  readonly checkInFrom: string
  readonly checkOutUntil: string
  readonly petsAllowed: boolean
  readonly petsPrice: string
  readonly petsMax: number
  readonly parking: boolean
  readonly taxAtHotel: boolean
}

/** Important information lines of a hotel (newline-separated). */
export function hotelImportantInfos(lang: Language, ctx: HotelInfoContext): string {
  const lines: string[] = []
  const v = { in: ctx.checkInFrom, out: ctx.checkOutUntil, price: ctx.petsPrice, n: ctx.petsMax }
  const t = (l: One): string => fill(l[lang], v)
  lines.push(
    t({
      fr: 'Arrivée à partir de {in}, départ avant {out}.',
      es: 'Entrada a partir de las {in}, salida antes de las {out}.',
      nl: 'Inchecken vanaf {in}, uitchecken vóór {out}.',
      it: 'Check-in dalle {in}, check-out entro le {out}.',
    }),
  )
  if (ctx.petsAllowed) {
    lines.push(
      t({
        fr: 'Animaux acceptés (maximum {n}) : {price} par nuit.',
        es: 'Se admiten mascotas (máximo {n}): {price} por noche.',
        nl: 'Huisdieren toegestaan (maximaal {n}): {price} per nacht.',
        it: 'Animali ammessi (massimo {n}): {price} a notte.',
      }),
    )
  } else {
    lines.push(
      t({
        fr: 'Les animaux ne sont pas acceptés.',
        es: 'No se admiten mascotas.',
        nl: 'Huisdieren zijn niet toegestaan.',
        it: 'Gli animali non sono ammessi.',
      }),
    )
  }
  if (ctx.parking)
    lines.push(
      t({
        fr: 'Parking sur place, dans la limite des places disponibles.',
        es: 'Aparcamiento en el establecimiento, sujeto a disponibilidad.',
        nl: 'Parkeren ter plaatse, zolang er plaats is.',
        it: 'Parcheggio in loco, fino a esaurimento posti.',
      }),
    )
  if (ctx.taxAtHotel)
    lines.push(
      t({
        fr: 'La taxe de séjour est à régler directement à l’hôtel.',
        es: 'La tasa turística se abona directamente en el hotel.',
        nl: 'De toeristenbelasting betaal je ter plaatse in het hotel.',
        it: 'La tassa di soggiorno si paga direttamente in hotel.',
      }),
    )
  return lines.join('\n')
}

export type RoomKind = 'classic' | 'superior' | 'deluxe' | 'junior_suite' | 'family'

const ROOM_LABEL: Readonly<Record<RoomKind, One>> = {
  classic: { fr: 'Chambre Classique', es: 'Habitación Clásica', nl: 'Klassieke kamer', it: 'Camera Classica' },
  superior: { fr: 'Chambre Supérieure', es: 'Habitación Superior', nl: 'Superior kamer', it: 'Camera Superior' },
  deluxe: { fr: 'Chambre Deluxe', es: 'Habitación Deluxe', nl: 'Deluxe kamer', it: 'Camera Deluxe' },
  junior_suite: { fr: 'Suite Junior', es: 'Junior Suite', nl: 'Juniorsuite', it: 'Junior Suite' },
  family: { fr: 'Chambre Familiale', es: 'Habitación Familiar', nl: 'Familiekamer', it: 'Camera Familiare' },
}

const VIEW: Readonly<Record<string, One>> = {
  seaside: { fr: 'vue mer', es: 'con vistas al mar', nl: 'met zeezicht', it: 'vista mare' },
  mountain: { fr: 'vue montagne', es: 'con vistas a la montaña', nl: 'met uitzicht op de bergen', it: 'vista montagna' },
  lake: { fr: 'vue lac', es: 'con vistas al lago', nl: 'met uitzicht op het meer', it: 'vista lago' },
  vineyard: { fr: 'vue sur les vignes', es: 'con vistas a los viñedos', nl: 'met uitzicht op de wijngaarden', it: 'vista vigneti' },
}

/** Room title, with the view for the better rooms of scenic hotels. */
export function roomLabel(lang: Language, kind: RoomKind, environment: string): string {
  const view = kind !== 'classic' && kind !== 'family' ? VIEW[environment] : undefined
  return view ? `${ROOM_LABEL[kind][lang]} ${view[lang]}` : ROOM_LABEL[kind][lang]
}

const BEDDING: Readonly<Record<string, One>> = {
  double: {
    fr: '1 lit double 160 x 200',
    es: '1 cama doble de 160 x 200',
    nl: '1 tweepersoonsbed van 160 x 200',
    it: '1 letto matrimoniale 160 x 200',
  },
  twin: {
    fr: '2 lits simples 90 x 200',
    es: '2 camas individuales de 90 x 200',
    nl: '2 eenpersoonsbedden van 90 x 200',
    it: '2 letti singoli 90 x 200',
  },
  king: {
    fr: '1 lit king size 180 x 200',
    es: '1 cama extragrande de 180 x 200',
    nl: '1 kingsizebed van 180 x 200',
    it: '1 letto king size 180 x 200',
  },
  queen: {
    fr: '1 lit queen size 160 x 200',
    es: '1 cama grande de 160 x 200',
    nl: '1 queensizebed van 160 x 200',
    it: '1 letto queen size 160 x 200',
  },
  double_sofa: {
    fr: '1 lit double 160 x 200 et 1 canapé-lit 140 x 190',
    es: '1 cama doble de 160 x 200 y 1 sofá cama de 140 x 190',
    nl: '1 tweepersoonsbed van 160 x 200 en 1 slaapbank van 140 x 190',
    it: '1 letto matrimoniale 160 x 200 e 1 divano letto 140 x 190',
  },
  double_bunk: {
    fr: '1 lit double 160 x 200 et 2 lits superposés 90 x 190',
    es: '1 cama doble de 160 x 200 y 2 literas de 90 x 190',
    nl: '1 tweepersoonsbed van 160 x 200 en 1 stapelbed van 90 x 190',
    it: '1 letto matrimoniale 160 x 200 e 1 letto a castello 90 x 190',
  },
}

export function roomBedding(lang: Language, bedKey: string): string {
  return (BEDDING[bedKey] ?? BEDDING.double!)[lang]
}

const ROOM_DESCRIPTION: One = {
  fr: 'Chambre de {size} m² pour {capacity} personnes, avec {bedding}, salle de bain privative et {extra}.',
  es: 'Habitación de {size} m² para {capacity} personas, con {bedding}, baño privado y {extra}.',
  nl: 'Kamer van {size} m² voor {capacity} personen, met {bedding}, eigen badkamer en {extra}.',
  it: 'Camera di {size} m² per {capacity} persone, con {bedding}, bagno privato e {extra}.',
}

const ROOM_EXTRAS: Bank = {
  fr: ['télévision à écran plat', 'coin salon', 'bureau', 'plateau de courtoisie', 'coffre-fort'],
  es: ['televisión de pantalla plana', 'zona de estar', 'escritorio', 'set de café y té', 'caja fuerte'],
  nl: ['flatscreen-tv', 'zithoek', 'bureau', 'koffie- en theefaciliteiten', 'kluis'],
  it: ['TV a schermo piatto', 'angolo salotto', 'scrivania', 'set di cortesia per tè e caffè', 'cassaforte'],
}

const ROOM_HIGHLIGHTS: Bank = {
  fr: [
    'Literie haut de gamme',
    'Peignoirs et chaussons',
    'Machine à café',
    'Baignoire balnéo',
    'Balcon',
    'Terrasse privative',
    'Grande douche à l’italienne',
    'Vue dégagée',
  ],
  es: [
    'Ropa de cama de alta gama',
    'Albornoces y zapatillas',
    'Cafetera',
    'Bañera de hidromasaje',
    'Balcón',
    'Terraza privada',
    'Amplia ducha a ras de suelo',
    'Vistas despejadas',
  ],
  nl: [
    'Luxe beddengoed',
    'Badjassen en slippers',
    'Koffiemachine',
    'Bubbelbad',
    'Balkon',
    'Privéterras',
    'Grote inloopdouche',
    'Weids uitzicht',
  ],
  it: [
    'Biancheria di alta qualità',
    'Accappatoi e ciabattine',
    'Macchina per il caffè',
    'Vasca idromassaggio',
    'Balcone',
    'Terrazza privata',
    'Ampia doccia a filo pavimento',
    'Vista aperta',
  ],
}

export function roomDescription(lang: Language, size: number, capacity: number, bedKey: string, extraIndex: number): string {
  const extras = ROOM_EXTRAS[lang]
  return fill(ROOM_DESCRIPTION[lang], {
    size,
    capacity,
    bedding: roomBedding(lang, bedKey),
    extra: extras[extraIndex % extras.length] as string,
  })
}

export function roomHighlights(lang: Language, indexes: readonly number[]): string {
  const bank = ROOM_HIGHLIGHTS[lang]
  return indexes.map((i) => bank[i % bank.length]).join('\n')
}

export const ROOM_HIGHLIGHT_COUNT = ROOM_HIGHLIGHTS.fr.length

export function roomImportantInfos(lang: Language, family: boolean): string {
  const cot: One = {
    fr: 'Lit bébé sur demande, selon disponibilité.',
    es: 'Cuna bajo petición, según disponibilidad.',
    nl: 'Babybedje op aanvraag, volgens beschikbaarheid.',
    it: 'Culla su richiesta, in base alla disponibilità.',
  }
  const smoke: One = {
    fr: 'Chambre non-fumeur.',
    es: 'Habitación para no fumadores.',
    nl: 'Rookvrije kamer.',
    it: 'Camera per non fumatori.',
  }
  return family ? `${cot[lang]}\n${smoke[lang]}` : smoke[lang]
}

/** "in the heart of {city}" and the like, for stay descriptions. */
export function environmentPhrase(lang: Language, environment: string, city: string): string {
  return fill((ENV[environment] ?? ENV.city!)[lang], { city })
}
