// Activity-only products (an activity sold alone as a voucher) and the centres running them.
import type { Language, SiteId } from '../../../shared/sites'
import { ACTIVITIES, ACTIVITY_GROUPS, THEMES, type ActivityEntry } from './lookups'
import { NL_POSTAL } from './geo-admin'
import { nameLanguage, phoneNumber, streetAddress, type NameLanguage } from './names'
import type { Geography, Place } from './places'
import { Rng } from './prng'
import { formatDuration } from './stay-texts'
import { ACTIVITY_PRICE } from './stays'
import { fill, LOCALES, LOCALE_LANGUAGE, localize, slugify } from './text'

export interface ActivityCentre {
  readonly id: number
  readonly label: string
  readonly address: string
  readonly zipCode: string
  readonly city: Place
  readonly lat: number
  readonly lng: number
  readonly stars: number | null
  readonly phone: string
}

export interface ActivityOnlyTexts {
  readonly label: string
  readonly description: string
  readonly importantInformation: string
  readonly composition: string
  readonly schedules: string
  readonly univers: string
}

export interface ActivityOnlyProduct {
  readonly id: number
  readonly slug: string
  readonly centre: ActivityCentre
  readonly activity: ActivityEntry
  readonly themeId: number
  readonly participantsMin: number
  readonly participantsMax: number
  readonly durationMinutes: number
  readonly validityMonths: number
  readonly expirationDate: string | null
  readonly published: boolean
  readonly popularity: number
  readonly imageCount: number
  readonly prices: readonly { adults: number; barPrice: number; sellPrice: number; refPrice: number }[]
  readonly texts: Readonly<Record<SiteId, ActivityOnlyTexts>>
}

const CENTRE_PREFIX: Readonly<Record<string, Readonly<Record<NameLanguage, readonly string[]>>>> = {
  wellness: {
    fr: ['Spa', 'Institut', 'Espace bien-être'],
    es: ['Spa', 'Centro de bienestar'],
    it: ['Spa', 'Centro benessere'],
    nl: ['Spa', 'Wellnesscentrum'],
  },
  gastronomy: {
    fr: ['Domaine', 'Atelier', 'Maison'],
    es: ['Bodega', 'Escuela de cocina', 'Casa'],
    it: ['Cantina', 'Scuola di cucina', 'Bottega'],
    nl: ['Wijndomein', 'Kookstudio', 'Brouwerij'],
  },
  outdoor: {
    fr: ['Base nature', 'Centre équestre', 'Les Balades'],
    es: ['Centro de naturaleza', 'Centro ecuestre', 'Rutas'],
    it: ['Centro natura', 'Maneggio', 'Escursioni'],
    nl: ['Natuurcentrum', 'Manege', 'Buitensport'],
  },
  culture: {
    fr: ['Musée', 'Office des visites', 'Les Guides de'],
    es: ['Museo', 'Visitas guiadas', 'Rutas culturales'],
    it: ['Museo', 'Visite guidate', 'Itinerari'],
    nl: ['Museum', 'Stadsgidsen', 'Erfgoedhuis'],
  },
  sport: {
    fr: ['Aéroclub', 'Centre de sports', 'Club'],
    es: ['Aeroclub', 'Centro deportivo', 'Club'],
    it: ['Aeroclub', 'Centro sportivo', 'Club'],
    nl: ['Vliegclub', 'Sportcentrum', 'Club'],
  },
  family: {
    fr: ['Parc', 'Aventure Parc', 'Le Monde de'],
    es: ['Parque', 'Aventura Parque', 'El Mundo de'],
    it: ['Parco', 'Avventura Park', 'Il Mondo di'],
    nl: ['Park', 'Avonturenpark', 'De Wereld van'],
  },
}

const LABELS: Readonly<Record<Language, readonly string[]>> = {
  fr: ['{Activity} à {city}', '{Activity} en duo à {city}', 'Découverte : {activity} à {city}'],
  es: ['{Activity} en {city}', '{Activity} para dos en {city}', 'Descubrimiento: {activity} en {city}'],
  nl: ['{Activity} in {city}', '{Activity} voor twee in {city}', 'Ontdekking: {activity} in {city}'],
  it: ['{Activity} a {city}', '{Activity} in coppia a {city}', 'Scoperta: {activity} a {city}'],
}

const DESCRIPTION: Readonly<Record<Language, string>> = {
  fr: '{centre} vous propose une expérience de {duration} : {activity}. Une idée cadeau originale, à vivre quand vous le souhaitez pendant {months} mois.',
  es: '{centre} le propone una experiencia de {duration}: {activity}. Una idea de regalo original para disfrutar cuando quiera durante {months} meses.',
  nl: '{centre} biedt je een belevenis van {duration}: {activity}. Een origineel cadeau-idee, te beleven wanneer je wilt binnen {months} maanden.',
  it: "{centre} vi propone un'esperienza di {duration}: {activity}. Un'idea regalo originale, da vivere quando volete entro {months} mesi.",
}

const IMPORTANT: Readonly<Record<Language, string>> = {
  fr: 'Bon valable {months} mois à compter de la date d’achat.\nRéservation obligatoire auprès du prestataire.\nActivité soumise aux conditions météorologiques le cas échéant.',
  es: 'Bono válido durante {months} meses desde la fecha de compra.\nReserva obligatoria con el proveedor.\nActividad sujeta a las condiciones meteorológicas si procede.',
  nl: 'Bon geldig {months} maanden vanaf de aankoopdatum.\nReserveren bij de aanbieder is verplicht.\nActiviteit onder voorbehoud van het weer.',
  it: "Buono valido {months} mesi dalla data d'acquisto.\nPrenotazione obbligatoria presso il fornitore.\nAttività soggetta alle condizioni meteo, se del caso.",
}

const COMPOSITION: Readonly<Record<Language, string>> = {
  fr: 'Accueil et présentation\n{activity} ({duration})\nÉchange avec votre guide',
  es: 'Recepción y presentación\n{activity} ({duration})\nCharla con su guía',
  nl: 'Ontvangst en uitleg\n{activity} ({duration})\nNababbelen met je gids',
  it: 'Accoglienza e presentazione\n{activity} ({duration})\nScambio con la vostra guida',
}

const SCHEDULES: Readonly<Record<Language, string>> = {
  fr: 'Du mardi au dimanche : {hours}',
  es: 'De martes a domingo: {hours}',
  nl: 'Dinsdag tot zondag: {hours}',
  it: 'Da martedì a domenica: {hours}',
}

export interface ActivityOnlyOptions {
  readonly seed: number
  readonly count: number
  readonly startDate: string
}

export function buildActivityOnly(
  geo: Geography,
  options: ActivityOnlyOptions,
): { centres: ActivityCentre[]; products: ActivityOnlyProduct[] } {
  const rng = new Rng(options.seed).fork('activity-only')
  const cities = geo.cities
  const weights = cities.map((c) => Math.min(40, Math.sqrt(c.population) / 12) + 1)
  const centres: ActivityCentre[] = []
  const products: ActivityOnlyProduct[] = []
  const groupWeights = ACTIVITIES.map((a) => (a.groupId === 1 ? 3 : a.groupId === 2 ? 2.5 : 1.5))
  for (let i = 0; i < options.count; i++) {
    const r = rng.fork(i)
    const activity = r.weighted(
      ACTIVITIES.filter((a) => a.key !== 'gourmet_dinner'),
      groupWeights.filter((_, k) => ACTIVITIES[k]?.key !== 'gourmet_dinner'),
    )
    const group = ACTIVITY_GROUPS.find((g) => g.id === activity.groupId)!
    // Centres are shared by two products now and then (same city, same kind of venue).
    const reuse = centres.length > 0 && r.chance(0.25) ? r.pick(centres) : null
    const city = reuse ? reuse.city : r.weighted(cities, weights)
    const lang = nameLanguage(city.countryCode, city.regionId)
    const zip =
      city.postalCode ?? (city.departmentId ? geo.byId.get(city.departmentId)?.postalCode : null) ?? NL_POSTAL[city.adminCode ?? ''] ?? ''
    const centre = reuse ?? makeCentre(r, 1 + centres.length, city, lang, group.key, zip)
    if (!reuse) centres.push(centre)
    const participantsMax = r.chance(0.8) ? 2 : 4
    const perPerson = (ACTIVITY_PRICE[activity.key] ?? 3000) * (0.9 + r.next() * 0.3)
    const refFactor = 1.1 + r.next() * 0.2
    const prices = Array.from({ length: participantsMax }, (_, k) => {
      const adults = k + 1
      const sellPrice = Math.round((perPerson * adults * (adults >= 2 ? 0.95 : 1)) / 100) * 100 - 10
      const refPrice = Math.round((sellPrice * refFactor) / 100) * 100
      return { adults, barPrice: refPrice, sellPrice, refPrice }
    })
    const validityMonths = 12
    const id = 500001 + i
    const labelIndex = r.int(0, 2)
    const hours = r.pick(['10:00-18:00', '09:00-17:00', '14:00-19:00'])
    const texts = {} as Record<SiteId, ActivityOnlyTexts>
    for (const locale of LOCALES) {
      const l = LOCALE_LANGUAGE[locale]
      const actLabel = localize(activity.label)[locale]
      const lower = actLabel.charAt(0).toLowerCase() + actLabel.slice(1)
      const duration = formatDuration(activity.duration, l)
      const v = {
        Activity: actLabel,
        activity: lower,
        city: city.names[locale],
        centre: centre.label,
        duration,
        months: validityMonths,
        hours,
      }
      texts[locale] = {
        label: fill(LABELS[l][labelIndex] as string, v),
        description: fill(DESCRIPTION[l], v),
        importantInformation: fill(IMPORTANT[l], v),
        composition: fill(COMPOSITION[l], v),
        schedules: fill(SCHEDULES[l], v),
        univers: localize(group.label)[locale],
      }
    }
    const expiring = r.chance(0.05)
    products.push({
      id,
      slug: `${slugify(texts.fr_FR.label)}-${id}`,
      centre,
      activity,
      themeId: activity.themes[0] ?? THEMES[0]!.id,
      participantsMin: 1,
      participantsMax,
      durationMinutes: activity.duration,
      validityMonths,
      expirationDate: expiring ? addDays(options.startDate, r.int(15, 60)) : null,
      published: !r.chance(0.03),
      popularity: r.int(50, 1000),
      imageCount: r.int(3, 4),
      prices,
      texts,
    })
  }
  return { centres, products }
}

function addDays(iso: string, days: number): string {
  const d = new Date(`${iso}T00:00:00Z`)
  d.setUTCDate(d.getUTCDate() + days)
  return d.toISOString().slice(0, 10)
}

const CENTRE_SUFFIX: Readonly<Record<NameLanguage, readonly string[]>> = {
  fr: ['Les Alizés', 'Horizon', 'Belle Étoile', 'Bellevue', 'La Source', 'Azur', 'Les Cimes', 'Vallée Verte'],
  es: ['Los Pinos', 'Horizonte', 'La Estrella', 'Bellavista', 'El Manantial', 'Azul', 'Las Cumbres', 'Valle Verde'],
  it: ['I Pini', 'Orizzonte', 'La Stella', 'Bellavista', 'La Sorgente', 'Azzurro', 'Le Vette', 'Valle Verde'],
  nl: ['De Horizon', 'De Ster', 'Mooi Zicht', 'De Bron', 'Het Blauw', 'De Toppen', 'Groene Vallei', 'De Dennen'],
}

function makeCentre(r: Rng, id: number, city: Place, lang: NameLanguage, groupKey: string, zipCode: string): ActivityCentre {
  const prefixes = CENTRE_PREFIX[groupKey]?.[lang] ?? ['Centre']
  const name = `${r.pick(prefixes)} ${r.pick(CENTRE_SUFFIX[lang])}`
  const km = 0.5 + r.next() * 6
  const angle = r.next() * Math.PI * 2
  return {
    id,
    label: name,
    address: streetAddress(r, lang),
    zipCode,
    city,
    lat: Math.round((city.lat + (km / 111.2) * Math.sin(angle)) * 1e5) / 1e5,
    lng: Math.round((city.lng + (km / (111.2 * Math.cos((city.lat * Math.PI) / 180))) * Math.cos(angle)) * 1e5) / 1e5,
    stars: groupKey === 'wellness' ? r.int(3, 5) : null,
    phone: phoneNumber(r, city.countryCode),
  }
}
