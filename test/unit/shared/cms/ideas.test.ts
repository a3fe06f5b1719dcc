import { describe, expect, it } from 'vitest'
import { IDEAS_PER_SECTION, ideasPageData, shownIdeas } from '../../../../shared/cms/ideas'
import { getSite } from '../../../../shared/sites'

const site = getSite('fr_FR')
const themes = [
  { id: 31, label: 'Romantique', slug: 'romantique' },
  { id: 32, label: 'Bien-être', slug: 'bien-etre' },
  { id: 33, label: 'Gastronomie', slug: 'gastronomie' },
]
const regions = [
  { id: 7, name: 'Occitanie', count: 12 },
  { id: 8, name: 'Bretagne', count: 5 },
  { id: 9, name: 'Île-de-France', count: 0 },
  { id: 10, name: 'Auvergne-Rhône-Alpes', count: 5 },
]
const counts = [
  { themeId: 32, regionId: 8, count: 3 },
  { themeId: 31, regionId: 8, count: 2 },
  { themeId: 31, regionId: 7, count: 9 },
  { themeId: 31, regionId: 10, count: 2 },
  { themeId: 31, regionId: 99, count: 40 },
]

describe('the ideas page from the catalogue', () => {
  const data = ideasPageData(site, '/fr-fr/idee', { themes, regions, counts })

  it('has a section per theme with stays, in the themes’ order, linking the theme’s page', () => {
    expect(data.sections.map((s) => [s.title, s.url])).toEqual([
      ['Romantique', '/fr-fr/idee/romantique'],
      ['Bien-être', '/fr-fr/idee/bien-etre'],
    ])
  })

  it("orders a theme's regions by stays then name, each leading to the theme's search in the region", () => {
    expect(data.sections[0]?.ideas).toEqual([
      { regionId: 7, region: 'Occitanie', count: 9, url: '/fr-fr/recherche#theme=31&region=7', image: '/images/place/7/640_360' },
      {
        regionId: 10,
        region: 'Auvergne-Rhône-Alpes',
        count: 2,
        url: '/fr-fr/recherche#theme=31&region=10',
        image: '/images/place/10/640_360',
      },
      { regionId: 8, region: 'Bretagne', count: 2, url: '/fr-fr/recherche#theme=31&region=8', image: '/images/place/8/640_360' },
    ])
  })

  it('lists the regions with stays by name, with their searches', () => {
    expect(data.regions).toEqual([
      { id: 10, name: 'Auvergne-Rhône-Alpes', count: 5, url: '/fr-fr/recherche#region=10' },
      { id: 8, name: 'Bretagne', count: 5, url: '/fr-fr/recherche#region=8' },
      { id: 7, name: 'Occitanie', count: 12, url: '/fr-fr/recherche#region=7' },
    ])
    expect(data.failed).toBe(false)
  })
})

describe("a section's cards", () => {
  const ideas = Array.from({ length: IDEAS_PER_SECTION + 2 }, (_, i) => ({ regionId: i, region: `R${i}`, count: 1, url: '', image: '' }))
  it('are the first ones until See more, then all', () => {
    expect(shownIdeas(ideas, false)).toHaveLength(IDEAS_PER_SECTION)
    expect(shownIdeas(ideas, true)).toHaveLength(IDEAS_PER_SECTION + 2)
    expect(shownIdeas(ideas.slice(0, 2), false)).toHaveLength(2)
  })
})
