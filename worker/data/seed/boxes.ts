// Gift boxes: a themed voucher for 2 people and N nights, valid in a list of stays.
import type { SiteId } from '../../../shared/sites'
import type { StayPricing } from './availability'
import type { Stay } from './stays'
import { fill, LOCALES, LOCALE_LANGUAGE, tr, type Tr } from './text'

export interface Box {
  readonly code: string
  readonly sku: string
  readonly slug: string
  readonly handle: string
  readonly value: number
  readonly price: number
  readonly referencePrice: number
  readonly nights: number
  readonly persons: number
  readonly pageModel: 'standard' | 'premium'
  readonly position: number
  readonly published: boolean
  readonly imageCount: number
  readonly themeIds: readonly number[]
  readonly stayIds: readonly number[]
  readonly texts: Readonly<Record<SiteId, { title: string; description: string; includedContent: string }>>
}

interface BoxDef {
  readonly code: string
  readonly themes: readonly number[]
  readonly nights: number
  readonly price: number
  readonly reference: number
  readonly premium?: boolean
  readonly title: Tr
  readonly pitch: Tr
}

const DEFS: readonly BoxDef[] = [
  {
    code: 'ROMANCE1EBOX',
    themes: [31],
    nights: 1,
    price: 14990,
    reference: 15990,
    title: tr('Week-end romantique', 'Escapada romántica', 'Romantisch weekend', 'Weekend romantico'),
    pitch: tr(
      'une nuit à deux dans une adresse de charme',
      'una noche en pareja en un alojamiento con encanto',
      'een nacht met z’n tweeën op een sfeervol adres',
      'una notte a due in un indirizzo di charme',
    ),
  },
  {
    code: 'ROMANCE2EBOX',
    themes: [31],
    nights: 2,
    price: 27990,
    reference: 29990,
    title: tr('Deux nuits en amoureux', 'Dos noches en pareja', 'Twee nachten samen', 'Due notti in coppia'),
    pitch: tr(
      'deux nuits pour prendre le temps de s’aimer',
      'dos noches para tomarse su tiempo',
      'twee nachten om echt tijd voor elkaar te maken',
      'due notti per prendersi il tempo di amarsi',
    ),
  },
  {
    code: 'WELLNESS1EBOX',
    themes: [32],
    nights: 1,
    price: 16990,
    reference: 17990,
    title: tr('Séjour spa & bien-être', 'Escapada spa y bienestar', 'Spa & wellness', 'Soggiorno spa e benessere'),
    pitch: tr(
      'une nuit avec accès au spa ou soin',
      'una noche con acceso al spa o tratamiento',
      'een nacht met toegang tot de spa of een behandeling',
      'una notte con accesso alla spa o trattamento',
    ),
  },
  {
    code: 'GOURMET1EBOX',
    themes: [33],
    nights: 1,
    price: 17990,
    reference: 19990,
    title: tr('Escapade gourmande', 'Escapada gastronómica', 'Culinair uitje', 'Fuga gourmet'),
    pitch: tr(
      'une nuit et un dîner savoureux',
      'una noche y una cena deliciosa',
      'een nacht en een heerlijk diner',
      'una notte e una cena gustosa',
    ),
  },
  {
    code: 'WINE1EBOX',
    themes: [34],
    nights: 1,
    price: 15990,
    reference: 16990,
    title: tr('Week-end dans les vignes', 'Escapada entre viñedos', 'Weekend tussen de wijngaarden', 'Weekend tra i vigneti'),
    pitch: tr(
      'une nuit et une dégustation de vins',
      'una noche y una cata de vinos',
      'een nacht en een wijnproeverij',
      'una notte e una degustazione di vini',
    ),
  },
  {
    code: 'FAMILY1EBOX',
    themes: [39],
    nights: 1,
    price: 18990,
    reference: 19990,
    title: tr('Séjour en famille', 'Escapada en familia', 'Gezinsuitje', 'Soggiorno in famiglia'),
    pitch: tr(
      'une nuit et une activité pour toute la famille',
      'una noche y una actividad para toda la familia',
      'een nacht en een activiteit voor het hele gezin',
      'una notte e un’attività per tutta la famiglia',
    ),
  },
  {
    code: 'ADVENTURE1EBOX',
    themes: [35],
    nights: 1,
    price: 16990,
    reference: 17990,
    title: tr('Week-end aventure', 'Escapada de aventura', 'Avontuurlijk weekend', 'Weekend avventura'),
    pitch: tr(
      'une nuit et une activité pleine de sensations',
      'una noche y una actividad llena de emociones',
      'een nacht en een activiteit vol sensatie',
      'una notte e un’attività ricca di emozioni',
    ),
  },
  {
    code: 'NATURE1EBOX',
    themes: [36],
    nights: 1,
    price: 12990,
    reference: 13990,
    title: tr('Escapade nature', 'Escapada rural', 'Natuuruitje', 'Fuga nella natura'),
    pitch: tr('une nuit au vert pour respirer', 'una noche en plena naturaleza', 'een nacht in het groen', 'una notte nel verde'),
  },
  {
    code: 'UNUSUAL1EBOX',
    themes: [38],
    nights: 1,
    price: 15990,
    reference: 16990,
    title: tr('Nuit insolite', 'Noche insólita', 'Bijzondere overnachting', 'Notte insolita'),
    pitch: tr(
      'une nuit dans un hébergement hors du commun',
      'una noche en un alojamiento fuera de lo común',
      'een nacht op een bijzondere plek',
      'una notte in un alloggio fuori dal comune',
    ),
  },
  {
    code: 'CASTLE1EBOX',
    themes: [43],
    nights: 1,
    price: 22990,
    reference: 24990,
    title: tr('Nuit de château', 'Noche en un castillo', 'Kasteelnacht', 'Notte in castello'),
    pitch: tr(
      'une nuit de prestige dans un château',
      'una noche de prestigio en un castillo',
      'een prestigieuze nacht in een kasteel',
      'una notte di prestigio in castello',
    ),
  },
  {
    code: 'SEASIDE2EBOX',
    themes: [41],
    nights: 2,
    price: 26990,
    reference: 28990,
    title: tr('Week-end à la mer', 'Fin de semana en la playa', 'Weekend aan zee', 'Weekend al mare'),
    pitch: tr('deux nuits face à la mer', 'dos noches frente al mar', 'twee nachten aan zee', 'due notti sul mare'),
  },
  {
    code: 'MOUNTAIN2EBOX',
    themes: [42],
    nights: 2,
    price: 25990,
    reference: 27990,
    title: tr('Séjour à la montagne', 'Escapada a la montaña', 'Bergverblijf', 'Soggiorno in montagna'),
    pitch: tr(
      'deux nuits au grand air des sommets',
      'dos noches al aire puro de la montaña',
      'twee nachten in de frisse berglucht',
      'due notti all’aria pura delle vette',
    ),
  },
  {
    code: 'CITY1EBOX',
    themes: [44, 37],
    nights: 1,
    price: 13990,
    reference: 14990,
    title: tr('City break', 'Escapada urbana', 'Citytrip', 'City break'),
    pitch: tr(
      'une nuit pour découvrir une ville',
      'una noche para descubrir una ciudad',
      'een nacht om een stad te ontdekken',
      'una notte per scoprire una città',
    ),
  },
  {
    code: 'PETS1EBOX',
    themes: [46],
    nights: 1,
    price: 12990,
    reference: 13990,
    title: tr('Escapade avec son animal', 'Escapada con tu mascota', 'Uitje met je huisdier', 'Fuga con il tuo animale'),
    pitch: tr(
      'une nuit où votre compagnon est le bienvenu',
      'una noche en la que tu mascota es bienvenida',
      'een nacht waar je huisdier welkom is',
      'una notte in cui il vostro animale è il benvenuto',
    ),
  },
  {
    code: 'ESCAPE1EBOX',
    themes: [],
    nights: 1,
    price: 9990,
    reference: 10990,
    title: tr('Escapade pour deux', 'Escapada para dos', 'Uitje voor twee', 'Fuga per due'),
    pitch: tr(
      'une nuit avec petit-déjeuner, partout en Europe',
      'una noche con desayuno, por toda Europa',
      'een nacht met ontbijt, overal in Europa',
      'una notte con colazione, in tutta Europa',
    ),
  },
  {
    code: 'PRESTIGE2PBOX',
    themes: [31, 32, 33],
    nights: 2,
    price: 49990,
    reference: 49990,
    premium: true,
    title: tr('Coffret Prestige', 'Cofre Prestigio', 'Prestigebox', 'Cofanetto Prestigio'),
    pitch: tr(
      'deux nuits d’exception dans les plus belles adresses',
      'dos noches excepcionales en los mejores alojamientos',
      'twee uitzonderlijke nachten op de mooiste adressen',
      'due notti eccezionali negli indirizzi più belli',
    ),
  },
]

const DESCRIPTION: Tr = tr(
  'Offrez {pitch}. Le bénéficiaire choisit sa date et son adresse parmi {count} séjours, pour 2 personnes.',
  'Regale {pitch}. La persona que lo recibe elige fecha y alojamiento entre {count} escapadas, para 2 personas.',
  'Geef {pitch} cadeau. De ontvanger kiest zelf datum en adres uit {count} verblijven, voor 2 personen.',
  'Regalate {pitch}. Chi lo riceve sceglie data e struttura tra {count} soggiorni, per 2 persone.',
)

/** The first line of what a box includes, for one night or several (no 'nuit(s)'). */
const NIGHTS_FOR_TWO: { readonly one: Tr; readonly other: Tr } = {
  one: tr('1 nuit pour 2 personnes', '1 noche para 2 personas', '1 nacht voor 2 personen', '1 notte per 2 persone'),
  other: tr(
    '{nights} nuits pour 2 personnes',
    '{nights} noches para 2 personas',
    '{nights} nachten voor 2 personen',
    '{nights} notti per 2 persone',
  ),
}

const INCLUDED: Tr = tr(
  'Petit-déjeuner inclus\nActivité ou dîner selon le séjour choisi\nValable 18 mois, échange gratuit',
  'Desayuno incluido\nActividad o cena según la escapada elegida\nVálido 18 meses, cambio gratuito',
  'Ontbijt inbegrepen\nActiviteit of diner volgens het gekozen verblijf\n18 maanden geldig, gratis omruilen',
  'Colazione inclusa\nAttività o cena secondo il soggiorno scelto\nValido 18 mesi, cambio gratuito',
)

export function buildBoxes(stays: readonly Stay[], pricing: ReadonlyMap<number, StayPricing>): Box[] {
  return DEFS.map((def, position) => {
    const perNight = def.price / def.nights
    const candidates = stays
      .filter((s) => s.published && s.expiresInDays === null && s.itemCategory === 'weekend')
      .filter((s) => def.themes.length === 0 || s.themeIds.some((t) => def.themes.includes(t)))
      .filter((s) => {
        const p = pricing.get(s.id)
        return p !== undefined && p.bucketLimits[0] <= perNight * (def.premium ? 1.6 : 1.1) && (!def.premium || s.hotel.stars >= 4)
      })
      .sort((a, b) => b.popularity - a.popularity || a.id - b.id)
      .slice(0, 60)
    const texts = {} as Record<SiteId, Box['texts'][SiteId]>
    for (const locale of LOCALES) {
      const l = LOCALE_LANGUAGE[locale]
      texts[locale] = {
        title: def.title[l],
        description: fill(DESCRIPTION[l], { pitch: def.pitch[l], count: candidates.length }),
        includedContent: `${fill(NIGHTS_FOR_TWO[def.nights === 1 ? 'one' : 'other'][l], { nights: def.nights })}\n${INCLUDED[l]}`,
      }
    }
    const slug = def.code
      .toLowerCase()
      .replace(/ebox$|pbox$/, '')
      .replace(/(\d)/, '-$1')
    return {
      code: def.code,
      sku: `SKU-${def.code}`,
      slug,
      handle: `box-${slug}`,
      value: def.reference,
      price: def.price,
      referencePrice: def.reference,
      nights: def.nights,
      persons: 2,
      pageModel: def.premium ? 'premium' : 'standard',
      position: position + 1,
      published: true,
      imageCount: 3,
      themeIds: def.themes,
      stayIds: candidates.map((s) => s.id),
      texts,
    }
  })
}
