// Assembles the localised texts of one stay and of its program lines.
import type { Language, SiteId } from '../../../shared/sites'
import { environmentPhrase } from './hotel-texts'
import { ACTIVITY_GROUPS } from './lookups'
import type { Rng } from './prng'
import type { Stay } from './stays'
import {
  DESCRIPTION,
  fill,
  formatDuration,
  HEADWORDS,
  LINE_DETAILS,
  LINE_HOW,
  LINE_MUST_KNOW,
  LINE_TITLES,
  LINE_WHERE,
  LINE_WHY,
  MENUS,
  PARTICIPANTS,
  STAY_INTROS,
  STAY_LABELS,
} from './stay-texts'
import { LOCALES, LOCALE_LANGUAGE, localize } from './text'

export interface LineTexts {
  readonly title: string
  readonly details: string
  readonly whereText: string
  readonly why: string
  readonly mustKnow: string
  readonly how: string
  readonly menu: string
  readonly participantsLabel: string
}

export interface StayTexts {
  readonly label: string
  readonly headwords: string
  readonly description: string
  readonly shortProgramIntro: string
  /** Aligned with stay.lines. */
  readonly lines: readonly LineTexts[]
}

const AND: Readonly<Record<Language, string>> = { fr: 'et', es: 'y', nl: 'en', it: 'e' }

function lcFirst(s: string): string {
  return /^[A-Z]{2}/.test(s) ? s : s.charAt(0).toLowerCase() + s.slice(1)
}

function ucFirst(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1)
}

function joinList(items: readonly string[], lang: Language): string {
  return items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} ${AND[lang]} ${items[items.length - 1]}`
}

export function stayTexts(rng: Rng, stay: Omit<Stay, 'texts' | 'slug'>): Record<SiteId, StayTexts> {
  const labelBank = STAY_LABELS[stay.template] ?? STAY_LABELS.bnb!
  const labelIndex = rng.int(0, labelBank.fr.length - 1)
  const menuIndex = rng.int(0, 2)
  const out = {} as Record<SiteId, StayTexts>
  for (const locale of LOCALES) {
    const lang = LOCALE_LANGUAGE[locale]
    const city = stay.hotel.city.names[locale]
    const activityLine = stay.lines.find((l) => l.type === 'ACTIVITY')
    const activityLabel = activityLine?.activity ? localize(activityLine.activity.label)[locale] : ''
    const label = fill(labelBank[lang][labelIndex] as string, { activity: lcFirst(activityLabel), city })
    const roomLabel = stay.room.texts[locale].label
    const lines: LineTexts[] = stay.lines.map((line) => {
      const n = { n: line.displayPax }
      const base = { participantsLabel: fill(PARTICIPANTS[lang], n), how: '', menu: '' }
      switch (line.type) {
        case 'ROOM':
          return {
            ...base,
            title: fill(LINE_TITLES.room[lang], { room: roomLabel.toLowerCase() }),
            details: LINE_DETAILS.room[lang],
            whereText: stay.hotel.label,
            why: LINE_WHY.stay![lang],
            mustKnow: fill(LINE_MUST_KNOW.room[lang], { in: stay.hotel.checkInFrom }),
          }
        case 'BREAKFAST': {
          const [from, to] = (line.schedules ?? '07:30-10:30').split('-')
          return {
            ...base,
            title: LINE_TITLES.breakfast[lang],
            details: LINE_DETAILS.breakfast[lang],
            whereText: LINE_WHERE.hotel[lang],
            why: LINE_WHY.gastronomy![lang],
            mustKnow: fill(LINE_MUST_KNOW.breakfast[lang], { from: from ?? '', to: to ?? '' }),
          }
        }
        case 'DINNER':
          return {
            ...base,
            title: LINE_TITLES[line.variant as 'dinner'][lang],
            details: LINE_DETAILS.dinner[lang],
            whereText: LINE_WHERE.restaurant[lang],
            why: LINE_WHY.gastronomy![lang],
            mustKnow: LINE_MUST_KNOW.dinner[lang],
            menu: MENUS[lang][menuIndex] as string,
          }
        case 'ACTIVITY': {
          const group = ACTIVITY_GROUPS.find((g) => g.id === line.activity?.groupId)?.key ?? 'sport'
          const title = fill(LINE_TITLES.activity[lang], {
            activity: ucFirst(activityLabel),
            duration: formatDuration(line.durationMinutes ?? 60, lang),
          })
          const where = line.distanceKm > 0 ? fill(LINE_WHERE.nearby[lang], { km: line.distanceKm }) : LINE_WHERE.hotel[lang]
          return {
            ...base,
            title: line.quantity > 1 ? `${line.quantity} × ${title}` : title,
            details: LINE_DETAILS.activity[lang],
            whereText: where,
            why: (LINE_WHY[group] ?? LINE_WHY.sport!)[lang],
            mustKnow: LINE_MUST_KNOW.booking[lang],
            how: LINE_HOW[lang],
          }
        }
        case 'EXTRA':
          return {
            ...base,
            title: LINE_TITLES[line.variant as 'champagne'][lang],
            details: LINE_DETAILS.extra[lang],
            whereText: LINE_WHERE.hotel[lang],
            why: LINE_WHY.stay![lang],
            mustKnow: '',
          }
      }
    })
    const programItems = lines.filter((_, i) => stay.lines[i]?.type !== 'ROOM').map((l) => lcFirst(l.title))
    const headwords: string[] = []
    for (const line of stay.lines) {
      if (line.type === 'BREAKFAST') headwords.push(HEADWORDS.breakfast[lang])
      if (line.type === 'DINNER') headwords.push(fill(HEADWORDS.dinner[lang], { n: line.displayPax }))
      if (line.type === 'ACTIVITY') headwords.push(fill(HEADWORDS.activity[lang], { activity: ucFirst(activityLabel), n: line.displayPax }))
    }
    if (stay.cancellable) headwords.push(HEADWORDS.cancellable[lang])
    out[locale] = {
      label,
      headwords: headwords.slice(-3).join('\n'),
      description: fill(DESCRIPTION[lang], {
        intro: (STAY_INTROS[stay.template] ?? STAY_INTROS.bnb!)[lang],
        program: joinList(programItems, lang),
        hotel: stay.hotel.label,
        env: environmentPhrase(lang, stay.hotel.environmentKey, city),
      }),
      shortProgramIntro: lines
        .filter((_, i) => stay.lines[i]?.type !== 'ROOM')
        .map((l) => l.title)
        .join(' + '),
      lines,
    }
  }
  return out
}
