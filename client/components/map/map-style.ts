// The built-in map style: no tile server, no glyphs. A sea background, the
// country outlines bundled with this chunk, and the hotel markers as circles.
// Colours are read from the design tokens so the map matches the site.
import type { FeatureCollection } from 'geojson'
import type { StyleSpecification } from 'maplibre-gl'
import outlines from './country-outlines.json'

/** Our five countries, drawn lighter than their neighbours. */
const OUR_COUNTRIES = ['FR', 'ES', 'BE', 'NL', 'IT']

/** Marker sizes (px): the active or selected place, and the others (site-wide.md §9). */
export const MARKER_SIZE = { active: 47, default: 40 } as const

export const MARKERS_SOURCE = 'markers'
export const MARKERS_LAYER = 'markers'
export const SELECTED_LAYER = 'marker-selected'

function token(name: string): string {
  return getComputedStyle(document.documentElement).getPropertyValue(name).trim()
}

/** The style, with an empty marker source filled once the markers arrive. */
export function buildMapStyle(): StyleSpecification {
  const brand = token('--color-brand')
  const surface = token('--color-surface')
  return {
    version: 8,
    sources: {
      countries: { type: 'geojson', data: outlines as FeatureCollection },
      [MARKERS_SOURCE]: { type: 'geojson', data: { type: 'FeatureCollection', features: [] } },
    },
    layers: [
      { id: 'sea', type: 'background', paint: { 'background-color': token('--color-brand-soft') } },
      { id: 'land', type: 'fill', source: 'countries', paint: { 'fill-color': token('--color-border') } },
      {
        id: 'our-land',
        type: 'fill',
        source: 'countries',
        filter: ['in', ['get', 'code'], ['literal', OUR_COUNTRIES]],
        paint: { 'fill-color': token('--color-bg') },
      },
      { id: 'borders', type: 'line', source: 'countries', paint: { 'line-color': token('--color-muted'), 'line-width': 0.8 } },
      {
        id: MARKERS_LAYER,
        type: 'circle',
        source: MARKERS_SOURCE,
        paint: {
          'circle-radius': ['interpolate', ['linear'], ['zoom'], 5, 5, 12, 9],
          'circle-color': brand,
          'circle-stroke-color': surface,
          'circle-stroke-width': 2,
        },
      },
      {
        id: SELECTED_LAYER,
        type: 'circle',
        source: MARKERS_SOURCE,
        filter: ['==', ['get', 'id'], -1],
        paint: { 'circle-radius': 12, 'circle-color': token('--color-accent'), 'circle-stroke-color': brand, 'circle-stroke-width': 3 },
      },
    ],
  }
}
