import { env, SELF } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { escapeHtml } from './page-html'

/** A published activity-only product of the test seed and its label in a locale. */
async function publishedActivity(offset = 0): Promise<{ id: number; slug: string }> {
  const row = await env.DB.prepare('SELECT id, slug FROM activity_only_products WHERE published = 1 ORDER BY id LIMIT 1 OFFSET ?1')
    .bind(offset)
    .first<{ id: number; slug: string }>()
  if (!row) throw new Error('the test seed has no published activity-only product')
  return row
}

async function labelOf(id: number, locale: string): Promise<string> {
  const row = await env.DB.prepare('SELECT label FROM activity_only_texts WHERE product_id = ?1 AND locale = ?2')
    .bind(id, locale)
    .first<{ label: string }>()
  if (!row) throw new Error(`activity ${id} has no ${locale} text`)
  return row.label
}

describe('the activity-only page', () => {
  it.each([
    { site: '/fr-fr', slug: 'activite', locale: 'fr_FR', panel: 'Réserver cette activité', participants: 'Participants' },
    { site: '/it-it', slug: 'esperienza', locale: 'it_IT', panel: 'Prenota questa attività', participants: 'Partecipanti' },
  ])('answers $site/$slug/{slug}-{id} with the activity in the site language', async ({ site, slug, locale, panel, participants }) => {
    const activity = await publishedActivity()
    const res = await SELF.fetch(`http://localhost${site}/${slug}/${activity.slug}`)
    expect(res.status).toBe(200)
    const html = await res.text()
    const label = escapeHtml(await labelOf(activity.id, locale))
    expect(html).toMatch(new RegExp(`<title>${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}, [^<]+ \\| Wanderweek</title>`))
    expect(html).toContain(`<h1 class="product__title">${label}</h1>`)
    expect(html).toContain(panel)
    expect(html).toContain(participants)
  })

  it('answers the bare id as well, as the result cards link it', async () => {
    const activity = await publishedActivity(1)
    const res = await SELF.fetch(`http://localhost/es-es/actividad/${activity.id}`)
    expect(res.status).toBe(200)
    expect(await res.text()).toContain(escapeHtml(await labelOf(activity.id, 'es_ES')))
  })

  it('draws the participant stepper at the smallest priced number with its price', async () => {
    const activity = await publishedActivity()
    const price = await env.DB.prepare('SELECT adults, sell_price FROM activity_only_prices WHERE product_id = ?1 ORDER BY adults LIMIT 1')
      .bind(activity.id)
      .first<{ adults: number; sell_price: number }>()
    const html = await (await SELF.fetch(`http://localhost/fr-fr/activite/${activity.id}`)).text()
    expect(html).toContain('aria-label="Retirer un participant"')
    expect(html).toContain('aria-label="Ajouter un participant"')
    expect(html).toMatch(new RegExp(`<output class="stepper__value" aria-live="polite">${price?.adults}</output>`))
    const formatted = new Intl.NumberFormat('fr-FR', {
      style: 'currency',
      currency: 'EUR',
      minimumFractionDigits: (price?.sell_price ?? 0) % 100 === 0 ? 0 : 2,
    }).format((price?.sell_price ?? 0) / 100)
    expect(html).toContain(formatted)
  })

  it('offers the activity below its price, with a button that opens its confirmation dialog', async () => {
    const activity = await publishedActivity()
    const html = await (await SELF.fetch(`http://localhost/it-it/esperienza/${activity.id}`)).text()
    expect(html).toMatch(
      /<button type="button" class="button button--primary button--block activity-offer" aria-haspopup="dialog"[^>]*>Regala questa attività<\/button>/,
    )
    // The dialog's bottom sheet is the information dialogs' (page-sections.css).
    expect(html).toMatch(/page-sections[^"]*\.css/)
  })

  it.each([
    ['/fr-fr/activite/inconnue-999999999', 'Oups !'],
    ['/nl-nl/activiteit/999999999', 'Oeps!'],
    ['/it-it/esperienza/senza-id', 'Ops!'],
  ])('answers %s with the 404 page of the site', async (path, title) => {
    const res = await SELF.fetch(`http://localhost${path}`)
    expect(res.status).toBe(404)
    const html = await res.text()
    expect(html).toContain(title)
    expect(html).toContain('noindex')
  })

  it('shows an unpublished activity as too late, with a link back to the activity search', async () => {
    const activity = await publishedActivity(2)
    await env.DB.prepare('UPDATE activity_only_products SET published = 0 WHERE id = ?1').bind(activity.id).run()
    const res = await SELF.fetch(`http://localhost/fr-fr/activite/${activity.id}`, { headers: { Cookie: 'test=1' } })
    expect(res.status).toBe(200)
    const html = await res.text()
    expect(html).toContain('Trop tard !')
    expect(html).toContain('href="/fr-fr/activites"')
    expect(html).toContain('Voir d&#x27;autres offres')
    expect(html).not.toContain('<output class="stepper__value"')
    expect(html).not.toMatch(/class="[^"]*activity-offer/)
  })
})
