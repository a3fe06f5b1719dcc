import type { SubElementsResponse } from '../../../shared/api/purchase'
import type { SiteId } from '../../../shared/sites'
import { parseJsonColumn } from './sql'

const SUB_ELEMENTS = `SELECT c.id, c.key, c.single_selection, COALESCE(cn.label, c.key) AS name, COALESCE(cd.label, '') AS description,
  (SELECT json_group_array(json_object('id', e.id, 'name', COALESCE(l.label, e.key), 'imageUrl', e.image_url,
      'recommended', e.recommended, 'price', e.price))
   FROM (SELECT * FROM custom_sub_elements WHERE category_id = c.id ORDER BY position) e
   LEFT JOIN labels l ON l.kind = 'custom_sub_element' AND l.id = e.id AND l.locale = ?1) AS elements
FROM custom_sub_element_categories c
LEFT JOIN labels cn ON cn.kind = 'custom_category' AND cn.id = c.id AND cn.locale = ?1
LEFT JOIN labels cd ON cd.kind = 'custom_category_description' AND cd.id = c.id AND cd.locale = ?1
ORDER BY c.position`

interface Row {
  id: number
  single_selection: number
  name: string
  description: string
  elements: string
}

/** Gift customisation options by category (category 2 carries its 'standard' option at price 0 in the data). */
export async function getCustomSubElements(db: D1Database, locale: SiteId): Promise<SubElementsResponse> {
  const { results } = await db.prepare(SUB_ELEMENTS).bind(locale).all<Row>()
  return {
    availableCustomSubElements: results.map((c) => ({
      id: c.id,
      name: c.name,
      description: c.description,
      singleSelection: c.single_selection === 1,
      elements: parseJsonColumn<{ id: number; name: string; imageUrl: string; recommended: number; price: number }[]>(c.elements, []).map(
        (e) => ({
          id: e.id,
          name: e.name,
          imageUrl: e.imageUrl || null,
          recommendedByWed: e.recommended === 1,
          price: e.price,
          categoryId: c.id,
        }),
      ),
    })),
  }
}
