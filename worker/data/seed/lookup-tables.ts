// Rows of the lookup tables and of their labels in the six locales.
import { GIFT_CATEGORIES, GIFT_OPTIONS } from './gift-options'
import {
  ACTIVITIES,
  ACTIVITY_GROUPS,
  BED_TYPES,
  ECO_FACILITIES,
  ENVIRONMENTS,
  FACILITIES,
  HOTEL_TYPES,
  MARKETING_LABELS,
  REVIEW_CRITERIA,
  REVIEW_TYPES,
  STYLES,
  THEMES,
  type LookupEntry,
} from './lookups'
import type { Cell, Table } from './sql'
import { LOCALES, localize, type Tr } from './text'

/** Label rows (kind, id, locale, label) of a lookup list. */
export function labelRows(kind: string, entries: readonly { id: number; label: Tr; be?: LookupEntry['be'] }[]): Cell[][] {
  return entries.flatMap((e) => {
    const l = localize(e.label, e.be)
    return LOCALES.map((locale) => [kind, e.id, locale, l[locale]] as Cell[])
  })
}

export function lookupTables(): Table[] {
  const simple = (name: string, entries: readonly LookupEntry[]): Table => ({
    name,
    columns: ['id', 'key'],
    rows: entries.map((e) => [e.id, e.key]),
  })
  return [
    simple('hotel_types', HOTEL_TYPES),
    simple('environments', ENVIRONMENTS),
    simple('styles', STYLES),
    simple('bed_types', BED_TYPES),
    {
      name: 'facilities',
      columns: ['id', 'key', 'icon', 'highlighted', 'position'],
      rows: FACILITIES.map((f, i) => [f.id, f.key, f.icon, f.highlighted ? 1 : 0, i + 1]),
    },
    { name: 'eco_facilities', columns: ['id', 'key', 'position'], rows: ECO_FACILITIES.map((f, i) => [f.id, f.key, i + 1]) },
    { name: 'themes', columns: ['id', 'key', 'icon', 'position'], rows: THEMES.map((t, i) => [t.id, t.key, t.icon, i + 1]) },
    { name: 'activity_groups', columns: ['id', 'key', 'position'], rows: ACTIVITY_GROUPS.map((g, i) => [g.id, g.key, i + 1]) },
    {
      name: 'activities',
      columns: ['id', 'key', 'group_id', 'icon', 'duration_minutes'],
      rows: ACTIVITIES.map((a) => [a.id, a.key, a.groupId, a.icon, a.duration]),
    },
    { name: 'marketing_labels', columns: ['id', 'key', 'color'], rows: MARKETING_LABELS.map((m) => [m.id, m.key, m.color]) },
    {
      name: 'labels',
      columns: ['kind', 'id', 'locale', 'label'],
      rows: [
        ...labelRows('hotel_type', HOTEL_TYPES),
        ...labelRows('environment', ENVIRONMENTS),
        ...labelRows('style', STYLES),
        ...labelRows('facility', FACILITIES),
        ...labelRows('eco_facility', ECO_FACILITIES),
        ...labelRows('theme', THEMES),
        ...labelRows('activity_group', ACTIVITY_GROUPS),
        ...labelRows('activity', ACTIVITIES),
        ...labelRows('marketing_label', MARKETING_LABELS),
        ...labelRows('bed_type', BED_TYPES),
        ...labelRows('review_criterion', REVIEW_CRITERIA),
        ...labelRows('review_type', REVIEW_TYPES),
        ...labelRows(
          'custom_category',
          GIFT_CATEGORIES.map((c) => ({ id: c.id, label: c.name })),
        ),
        ...labelRows(
          'custom_category_description',
          GIFT_CATEGORIES.map((c) => ({ id: c.id, label: c.description })),
        ),
        ...labelRows(
          'custom_sub_element',
          GIFT_OPTIONS.map((o) => ({ id: o.id, label: o.name })),
        ),
      ],
    },
  ]
}
