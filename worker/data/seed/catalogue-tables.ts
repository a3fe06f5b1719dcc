// Rows of the reference, place, hotel and stay tables of the catalogue.
import { paxFactorPermille, type StayPricing } from './availability'
import { themeSlug } from './cms'
import { GIFT_CATEGORIES, GIFT_OPTIONS } from './gift-options'
import { LOOKUP_IDS, type Hotel } from './hotels'
import { lookupTables } from './lookup-tables'
import { THEMES } from './lookups'
import type { Geography } from './places'
import type { HotelReviews } from './reviews'
import type { Cell, Table } from './sql'
import type { Stay } from './stays'
import { LOCALES, normalize, slugify, wordTails } from './text'

export interface CoreTableInputs {
  readonly geography: Geography
  readonly hotels: readonly Hotel[]
  readonly stays: readonly Stay[]
  readonly pricing: ReadonlyMap<number, StayPricing>
  readonly reviews: HotelReviews
  /** Active hotels per place id (in the place or below; around curated places by distance). */
  readonly hotelCount: ReadonlyMap<number, number>
  /** Days since 1970-01-01 of the seed start. */
  readonly startDay: number
}

const bool = (b: boolean): number => (b ? 1 : 0)
const image = (kind: string, id: number | string): string => `/images/${kind}/${id}/{size}`

/** Gift voucher reference price of a bucket limit, with the stay's reference markup. */
export function giftRef(limit: number, s: Stay): number {
  return Math.round((limit * s.refFactorPermille) / 1000 / 100) * 100
}

export function coreTables(input: CoreTableInputs): Table[] {
  const { geography, hotels, stays, pricing, reviews, hotelCount, startDay } = input
  const isoOf = (offset: number): string => new Date((startDay + offset) * 86400000).toISOString().slice(0, 10)
  const tables: Table[] = []
  const add = (name: string, columns: readonly string[], rows: readonly (readonly Cell[])[]): void => {
    tables.push({ name, columns, rows })
  }
  tables.push(...lookupTables())
  add(
    'labels',
    ['kind', 'id', 'locale', 'label'],
    THEMES.flatMap((t) => LOCALES.map((l) => ['theme_slug', t.id, l, themeSlug(t.id, l)] as Cell[])),
  )
  add(
    'custom_sub_element_categories',
    ['id', 'key', 'single_selection', 'position'],
    GIFT_CATEGORIES.map((c) => [c.id, c.key, bool(c.singleSelection), c.position]),
  )
  add(
    'custom_sub_elements',
    ['id', 'category_id', 'key', 'price', 'recommended', 'image_url', 'position'],
    GIFT_OPTIONS.map((o) => [
      o.id,
      o.categoryId,
      o.key,
      o.price,
      bool(o.recommended),
      `/images/box/gift-option-${o.id}/120_80`,
      o.position,
    ]),
  )

  add(
    'places',
    [
      'id',
      'kind',
      'parent_id',
      'department_id',
      'region_id',
      'country_id',
      'country_code',
      'slug',
      'admin_code',
      'postal_code',
      'lat',
      'lng',
      'population',
      'hotel_count',
    ],
    geography.places.map((p) => [
      p.id,
      p.kind,
      p.parentId,
      p.departmentId,
      p.regionId,
      p.countryId,
      p.countryCode,
      p.slug,
      p.adminCode,
      p.postalCode,
      p.lat,
      p.lng,
      p.population,
      hotelCount.get(p.id) ?? 0,
    ]),
  )
  add(
    'place_names',
    ['place_id', 'locale', 'name', 'normalized', 'slug'],
    geography.places.flatMap((p) => LOCALES.map((l) => [p.id, l, p.names[l], normalize(p.names[l]), slugify(p.names[l])] as Cell[])),
  )
  add(
    'name_words',
    ['kind', 'locale', 'tail', 'ref_id'],
    [
      // A name can hold a tail twice ('saint jean saint jean'): one row each.
      ...geography.places.flatMap((p) =>
        LOCALES.flatMap((l) => [...new Set(wordTails(normalize(p.names[l])))].map((tail) => ['place', l, tail, p.id] as Cell[])),
      ),
      ...hotels.flatMap((h) => [...new Set(wordTails(normalize(h.label)))].map((tail) => ['hotel', '', tail, h.id] as Cell[])),
    ],
  )

  add(
    'hotels',
    [
      'id',
      'slug',
      'label',
      'label_normalized',
      'city_id',
      'department_id',
      'region_id',
      'country_id',
      'country_code',
      'lat',
      'lng',
      'address',
      'zip_code',
      'stars',
      'hotel_type_id',
      'environment_id',
      'style_id',
      'review_average',
      'review_count',
      'popularity',
      'active',
      'check_in_from',
      'check_in_until',
      'check_out_until',
      'pets_allowed',
      'pets_price',
      'pets_max_weight',
      'pets_max_number',
      'local_tax_type',
      'local_tax_amount',
      'local_tax_percentage_permille',
      'local_tax_paid_at_hotel',
      'channel_manager_id',
      'phone',
      'image_template',
      'image_count',
    ],
    hotels.map((h) => {
      const summary = reviews.summary.get(h.id)
      return [
        h.id,
        h.slug,
        h.label,
        normalize(h.label),
        h.city.id,
        h.city.departmentId,
        h.city.regionId,
        h.city.countryId,
        h.countryCode,
        h.lat,
        h.lng,
        h.address,
        h.zipCode,
        h.stars,
        LOOKUP_IDS.hotelType.get(h.typeKey) ?? 1,
        LOOKUP_IDS.environment.get(h.environmentKey) ?? 1,
        LOOKUP_IDS.style.get(h.styleKey) ?? 1,
        summary ? summary[0] : null,
        summary ? summary[1] : 0,
        h.popularity,
        bool(h.active),
        h.checkInFrom,
        h.checkInUntil,
        h.checkOutUntil,
        bool(h.petsAllowed),
        h.petsPrice,
        h.petsMaxWeight,
        h.petsMaxNumber,
        h.localTaxType,
        h.localTaxAmount,
        h.localTaxPermille,
        bool(h.localTaxAtHotel),
        h.channelManagerId,
        h.phone,
        image('hotel', h.id),
        h.imageCount,
      ]
    }),
  )
  add(
    'hotel_texts',
    ['hotel_id', 'locale', 'description', 'important_infos'],
    hotels.flatMap((h) => LOCALES.map((l) => [h.id, l, h.texts[l].description, h.texts[l].importantInfos] as Cell[])),
  )
  add(
    'hotel_facilities',
    ['hotel_id', 'facility_id'],
    hotels.flatMap((h) => h.facilityKeys.map((k) => [h.id, LOOKUP_IDS.facility.get(k) ?? 0] as Cell[])),
  )
  add(
    'hotel_eco_facilities',
    ['hotel_id', 'eco_facility_id'],
    hotels.flatMap((h) => h.ecoFacilityIds.map((e) => [h.id, e] as Cell[])),
  )
  const rooms = hotels.flatMap((h) => h.rooms)
  add(
    'rooms',
    [
      'id',
      'uuid',
      'hotel_id',
      'position',
      'size_m2',
      'bed_type_id',
      'capacity',
      'max_adults',
      'max_children',
      'inventory',
      'image_template',
      'image_count',
    ],
    rooms.map((r) => [
      r.id,
      r.uuid,
      r.hotelId,
      r.position,
      r.sizeM2,
      r.bedTypeId,
      r.capacity,
      r.maxAdults,
      r.maxChildren,
      r.inventory,
      image('room', r.id),
      r.imageCount,
    ]),
  )
  add(
    'room_texts',
    ['room_id', 'locale', 'label', 'description', 'bedding', 'highlights', 'important_infos'],
    rooms.flatMap((r) =>
      LOCALES.map(
        (l) =>
          [
            r.id,
            l,
            r.texts[l].label,
            r.texts[l].description,
            r.texts[l].bedding,
            r.texts[l].highlights,
            r.texts[l].importantInfos,
          ] as Cell[],
      ),
    ),
  )

  add(
    'stays',
    [
      'id',
      'slug',
      'hotel_id',
      'room_id',
      'item_category',
      'base_price',
      'base_ref_price',
      'gift_price',
      'gift_ref_price',
      'nights_default',
      'min_nights',
      'max_nights',
      'single_adult_permille',
      'extra_adult_permille',
      'child_permille',
      'baby_permille',
      'single_room_supplement',
      'max_adults',
      'max_children',
      'cancellable',
      'cancellation_type',
      'cancellation_deadline_days',
      'priority_stress',
      'stress',
      'last_minute',
      'expiration_date',
      'published',
      'auto_discount_code',
      'auto_discount_percent',
      'connectivity',
      'popularity',
      'position_in_hotel',
      'image_template',
      'image_count',
    ],
    stays.map((s) => {
      const p = pricing.get(s.id)!
      return [
        s.id,
        s.slug,
        s.hotel.id,
        s.room.id,
        s.itemCategory,
        p.basePrice,
        p.baseRefPrice,
        p.bucketLimits[0],
        giftRef(p.bucketLimits[0], s),
        s.nightsDefault,
        s.minNights,
        s.maxNights,
        s.singleAdultPermille,
        s.extraAdultPermille,
        s.childPermille,
        s.babyPermille,
        s.singleRoomSupplement,
        s.room.maxAdults,
        s.room.maxChildren,
        bool(s.cancellable),
        s.cancellable ? 'FLEXIBLE' : 'NON_CANCELLABLE',
        s.cancellationDeadlineDays,
        s.priorityStress,
        s.stress,
        bool(s.lastMinute),
        s.expiresInDays === null ? null : isoOf(s.expiresInDays),
        bool(s.published),
        s.autoDiscount?.code ?? null,
        s.autoDiscount?.percent ?? null,
        bool(s.connectivity),
        s.popularity,
        s.positionInHotel,
        image('stay', s.id),
        s.imageCount,
      ]
    }),
  )
  add(
    'stay_texts',
    ['stay_id', 'locale', 'label', 'slug', 'headwords', 'description', 'short_program_intro'],
    stays.flatMap((s) =>
      LOCALES.map(
        (l) =>
          [
            s.id,
            l,
            s.texts[l].label,
            `${slugify(s.texts[l].label)}-${s.id}`,
            s.texts[l].headwords,
            s.texts[l].description,
            s.texts[l].shortProgramIntro,
          ] as Cell[],
      ),
    ),
  )
  add(
    'stay_themes',
    ['stay_id', 'theme_id'],
    stays.flatMap((s) => s.themeIds.map((t) => [s.id, t] as Cell[])),
  )
  add(
    'stay_activities',
    ['stay_id', 'activity_id'],
    stays.flatMap((s) => s.activityIds.map((a) => [s.id, a] as Cell[])),
  )
  add(
    'stay_marketing_labels',
    ['stay_id', 'marketing_label_id'],
    stays.flatMap((s) => s.marketingLabelIds.map((m) => [s.id, m] as Cell[])),
  )
  add(
    'stay_program_lines',
    ['id', 'stay_id', 'position', 'type', 'activity_id', 'quantity', 'duration_minutes', 'repeated', 'schedules', 'display_pax'],
    stays.flatMap((s) =>
      s.lines.map(
        (x) =>
          [
            x.id,
            s.id,
            x.position,
            x.type,
            x.activity?.id ?? null,
            x.quantity,
            x.durationMinutes,
            bool(x.repeated),
            x.schedules,
            x.displayPax,
          ] as Cell[],
      ),
    ),
  )
  add(
    'stay_program_line_texts',
    ['line_id', 'locale', 'title', 'details', 'where_text', 'why', 'must_know', 'how', 'menu', 'participants_label'],
    stays.flatMap((s) =>
      s.lines.flatMap((x, i) =>
        LOCALES.map((l) => {
          const t = s.texts[l].lines[i]!
          return [x.id, l, t.title, t.details, t.whereText, t.why, t.mustKnow, t.how, t.menu, t.participantsLabel] as Cell[]
        }),
      ),
    ),
  )
  const paxRows: Cell[][] = []
  const giftRows: Cell[][] = []
  for (const s of stays) {
    for (let a = 1; a <= 4; a++)
      for (let c = 0; c <= 2; c++) for (let b = 0; b <= 1; b++) paxRows.push([s.id, a, c, b, paxFactorPermille(s, a, c, b)])
    const p = pricing.get(s.id)!
    for (let n = 1; n <= 3; n++) p.bucketLimits.forEach((limit, i) => giftRows.push([s.id, n, i + 1, limit * n, giftRef(limit, s) * n]))
  }
  add('stay_pax_prices', ['stay_id', 'adults', 'children', 'babies', 'price_factor_permille'], paxRows)
  add('stay_gift_prices', ['stay_id', 'nights', 'bucket', 'sell_price', 'ref_price'], giftRows)

  return tables
}
