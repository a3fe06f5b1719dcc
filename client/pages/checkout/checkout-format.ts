import { Temporal } from 'temporal-polyfill'
import type { Image } from '../../../shared/api/common'

/** An ISO date in full in the site's language ('samedi 14 décembre 2026'). */
export function formatStayDate(iso: string, bcp47: string): string {
  return Temporal.PlainDate.from(iso).toLocaleString(bcp47, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' })
}

/** The address of an image template at a size. */
export function imageSrc(image: Image, size = '640_360'): string {
  return image.template.replace('{size}', size)
}
