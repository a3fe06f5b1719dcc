import { describe, expect, it } from 'vitest'
import type { CmsHomepage, CmsQuery } from '../../../../shared/api/cms'
import { getSite } from '../../../../shared/sites'
import type { CatalogSource } from '../../../../worker/data/catalog-source'
import { getActivityCities } from '../../../../worker/data/home'

const destination = (placeId: number, title: string) => ({ placeId, title, url: `/fr-fr/ville/${placeId}` })

/** A catalogue that only answers the CMS homepage, recording what was asked. */
function cmsCatalog(homepage: CmsHomepage | null, asked: CmsQuery[] = []): CatalogSource {
  return {
    getCmsHomepage: (query: CmsQuery) => {
      asked.push(query)
      return Promise.resolve(homepage)
    },
  } as unknown as CatalogSource
}

describe('cities of the activity search form (search.md §2.1)', () => {
  const site = getSite('fr_FR')

  it("are those of the activity home page's destinations blocks, in order, as on the home page's form", async () => {
    const asked: CmsQuery[] = []
    const homepage: CmsHomepage = {
      locale: 'fr_FR',
      flow: 'activity',
      content: {
        blocks: [
          {
            type: 'destinations',
            title: 'Villes',
            items: [destination(2988507, 'Paris'), { title: 'no place id' }, destination(2996944, 'Lyon')],
          },
          { type: 'themes', title: 'Idées', items: [{ themeId: 31, label: 'Romantique', url: '/x' }] },
          { type: 'destinations', title: 'Encore', items: [destination(2995469, 'Marseille')] },
        ],
      },
    }
    await expect(getActivityCities(cmsCatalog(homepage, asked), site)).resolves.toEqual([
      { id: '2988507', label: 'Paris' },
      { id: '2996944', label: 'Lyon' },
      { id: '2995469', label: 'Marseille' },
    ])
    expect(asked).toEqual([{ locale: 'fr_FR', flow: 'activity' }])
  })

  it('are none without a homepage or with a malformed one', async () => {
    await expect(getActivityCities(cmsCatalog(null), site)).resolves.toEqual([])
    await expect(getActivityCities(cmsCatalog({ locale: 'fr_FR', flow: 'activity', content: { blocks: 'nope' } }), site)).resolves.toEqual(
      [],
    )
  })
})
