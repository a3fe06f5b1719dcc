/**
 * Writes client/components/map/country-outlines.json: the outlines of the
 * countries around our five (Natural Earth 1:50m via the world-atlas npm
 * package, public domain), as GeoJSON with coordinates rounded to about 100 m.
 * The map draws them as its base layer so it works without a tile server;
 * the file ships only in the map's lazily loaded chunk.
 *
 * Run: npx tsx scripts/build-map-outlines.ts
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'

type Position = [number, number]
type Topology = {
  transform: { scale: [number, number]; translate: [number, number] }
  arcs: Position[][]
  objects: { countries: { geometries: { type: string; id?: string; arcs: unknown; properties: { name: string } }[] } }
}

/** ISO 3166 numeric → alpha-2 of the countries drawn: ours first, then their neighbours. */
export const OUTLINE_COUNTRIES: Readonly<Record<string, string>> = {
  '250': 'FR',
  '724': 'ES',
  '056': 'BE',
  '528': 'NL',
  '380': 'IT',
  '442': 'LU',
  '276': 'DE',
  '756': 'CH',
  '040': 'AT',
  '620': 'PT',
  '020': 'AD',
  '492': 'MC',
  '674': 'SM',
  '336': 'VA',
  '438': 'LI',
  '826': 'GB',
  '372': 'IE',
  '208': 'DK',
  '203': 'CZ',
  '705': 'SI',
  '191': 'HR',
  '616': 'PL',
  '703': 'SK',
  '348': 'HU',
  '070': 'BA',
  '504': 'MA',
  '012': 'DZ',
  '788': 'TN',
  '470': 'MT',
}

/** Only rings inside this box are kept (drops overseas territories). */
const BOX = { west: -20, south: 27, east: 30, north: 62 }

/** Decimal places kept (3 ≈ 100 m). */
const PRECISION = 3

function decodeArcs(topology: Topology): Position[][] {
  const [sx, sy] = topology.transform.scale
  const [tx, ty] = topology.transform.translate
  return topology.arcs.map((arc) => {
    let x = 0
    let y = 0
    return arc.map(([dx, dy]) => {
      x += dx
      y += dy
      return [x * sx + tx, y * sy + ty] as Position
    })
  })
}

function ring(indexes: number[], arcs: Position[][]): Position[] {
  const points: Position[] = []
  for (const index of indexes) {
    const arc = index < 0 ? [...(arcs[~index] ?? [])].reverse() : (arcs[index] ?? [])
    points.push(...(points.length > 0 ? arc.slice(1) : arc))
  }
  const factor = 10 ** PRECISION
  const rounded = points.map(([x, y]) => [Math.round(x * factor) / factor, Math.round(y * factor) / factor] as Position)
  // Drop consecutive duplicates left by the rounding.
  return rounded.filter((p, i) => i === 0 || p[0] !== rounded[i - 1]![0] || p[1] !== rounded[i - 1]![1])
}

const inBox = (r: Position[]) => r.some(([x, y]) => x >= BOX.west && x <= BOX.east && y >= BOX.south && y <= BOX.north)

function main(): void {
  const require = createRequire(import.meta.url)
  const topology = JSON.parse(readFileSync(require.resolve('world-atlas/countries-50m.json'), 'utf8')) as Topology
  const arcs = decodeArcs(topology)
  const features = []
  for (const geometry of topology.objects.countries.geometries) {
    const code = geometry.id !== undefined ? OUTLINE_COUNTRIES[geometry.id] : undefined
    if (!code) continue
    const polygons = (geometry.type === 'Polygon' ? [geometry.arcs] : geometry.arcs) as number[][][]
    const kept = polygons
      .map((polygon) => polygon.map((r) => ring(r, arcs)).filter((r) => r.length >= 4))
      .filter((p) => p.length > 0 && inBox(p[0]!))
    if (kept.length === 0) continue
    features.push({ type: 'Feature', properties: { code }, geometry: { type: 'MultiPolygon', coordinates: kept } })
  }
  const out = new URL('../client/components/map/country-outlines.json', import.meta.url)
  writeFileSync(out, `${JSON.stringify({ type: 'FeatureCollection', features })}\n`)
  console.log(`wrote ${features.length} countries to ${out.pathname}`)
}

main()
