import { env, SELF } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { ContactRequestSchema } from '../../shared/api/contact'

let ipCounter = 0
/** Each request counts against its own client address (the contact handler is rate-limited). */
const nextIp = () => `198.51.100.${200 + (++ipCounter % 50)}`

type Control = { tag: string; name: string; type: string; value: string; required: boolean; label: string | null }
type PostForm = { action: string; controls: Control[] }

/** The page's POST form and its named controls, read with the runtime's HTML parser. */
async function postFormOf(html: string): Promise<PostForm | null> {
  let form: PostForm | null = null
  const labels = new Map<string, string>()
  let labelFor: string | null = null
  const rewriter = new HTMLRewriter()
    .on('form[method="post"]', {
      element: (el) => {
        form = { action: el.getAttribute('action') ?? '', controls: [] }
      },
    })
    .on('form[method="post"] input, form[method="post"] textarea', {
      element: (el) => {
        const name = el.getAttribute('name')
        if (!form || name === null) return
        form.controls.push({
          tag: el.tagName,
          name,
          type: el.getAttribute('type') ?? (el.tagName === 'textarea' ? 'textarea' : 'text'),
          value: el.getAttribute('value') ?? '',
          required: el.hasAttribute('required'),
          label: el.getAttribute('id'),
        })
      },
    })
    .on('form[method="post"] label', {
      element: (el) => {
        labelFor = el.getAttribute('for')
      },
      text: (chunk) => {
        if (labelFor) labels.set(labelFor, (labels.get(labelFor) ?? '') + chunk.text)
      },
    })
  await rewriter.transform(new Response(html)).text()
  const found = form as PostForm | null
  // Each visible control's id resolved to its label's text.
  for (const control of found?.controls ?? []) control.label = control.label ? (labels.get(control.label) ?? null) : null
  return found
}

async function page(url: string): Promise<{ status: number; html: string; res: Response }> {
  const res = await SELF.fetch(url)
  return { status: res.status, html: await res.text(), res }
}

/** The fields the contact handler's schema accepts (its object schema's entries). */
const schemaObject = ContactRequestSchema.pipe[0]
const acceptedFields = Object.keys(schemaObject.entries)
const requiredFields = Object.entries(schemaObject.entries)
  .filter(([, schema]) => schema.type !== 'optional')
  .map(([name]) => name)

describe('the contact page', () => {
  it.each([
    {
      url: 'http://localhost/fr-fr/contact',
      action: '/fr-fr/contact',
      heading: 'Comment pouvons-nous vous aider ?',
      booking: 'Numéro de réservation',
      name: 'Prénom et nom',
    },
    {
      url: 'http://localhost/es-es/contacto',
      action: '/es-es/contacto',
      heading: '¿Cómo podemos ayudarte?',
      booking: 'Número de reserva',
      name: 'Nombre y apellidos',
    },
    {
      url: 'http://localhost/nl-nl/contact',
      action: '/nl-nl/contact',
      heading: 'Hoe kunnen we je helpen?',
      booking: 'Boekingsnummer',
      name: 'Voor- en achternaam',
    },
    {
      url: 'http://localhost/fr/contact',
      action: '/fr/contact',
      heading: 'Comment pouvons-nous vous aider ?',
      booking: 'Numéro de réservation',
      name: 'Prénom et nom',
    },
    {
      url: 'http://www.weekend.es/contacto',
      action: '/contacto',
      heading: '¿Cómo podemos ayudarte?',
      booking: 'Número de reserva',
      name: 'Nombre y apellidos',
    },
  ])('answers $url in the site language, its form posting to the handler on $action', async ({ url, action, heading, booking, name }) => {
    const chooser = await page(url)
    expect(chooser.status).toBe(200)
    expect(chooser.html).toContain(`<h1 class="contact-page__title">${heading.replace(/'/g, '&#x27;')}</h1>`)
    // Without JavaScript a reason is a GET of the page itself with ?reason=.
    expect(chooser.html).toMatch(new RegExp(`<form class="contact-reasons" action="${action}#message" method="get">`))
    expect(chooser.html).toContain('name="reason"')

    const withReason = await page(`${url}?reason=modify_booking`)
    expect(withReason.status).toBe(200)
    const form = await postFormOf(withReason.html)
    expect(form?.action).toBe(action)
    const labels = form?.controls.map((c) => c.label)
    expect(labels).toContain(booking)
    expect(labels).toContain(name)
  })

  it.each([
    ['http://localhost/fr-fr/contact', '/fr-fr/account/trips'],
    ['http://localhost/nl-be/contact', '/nl-be/account/trips'],
    ['http://www.weekend.es/contacto', '/es-es/account/trips'],
  ])('on %s leads its quick actions to the booking lookup of the same site', async (url, lookup) => {
    const { html } = await page(url)
    for (const action of ['modify', 'cancel', 'invoice']) expect(html).toContain(`href="${lookup}#r=${action}"`)
  })

  // site-wide §2 contact page: a help banner linking to the FAQ, five popular-question links.
  it.each(['http://localhost/fr-fr/contact', 'http://localhost/it-it/contatti', 'http://localhost/nl-be/contact'])(
    'on %s links the help banner to the questions, and each of the five questions to its answer',
    async (url) => {
      const { html } = await page(url)
      const faq = html.slice(html.indexOf('<section id="faq"'), html.indexOf('</section>', html.indexOf('<section id="faq"')))
      expect(html).toMatch(/<p class="contact-banner">.*?<a href="#faq">[^<]+<\/a><\/p>/)
      const links = [
        ...faq.matchAll(
          /<li id="([^"]+)" class="contact-faq__item"><a class="contact-faq__question" href="#([^"]+)">([^<]+)<\/a><p class="contact-faq__answer">([^<]+)<\/p><\/li>/g,
        ),
      ]
      expect(links).toHaveLength(5)
      for (const [, id, target, question, answer] of links) {
        expect(target).toBe(id)
        expect(question?.trim()).toBeTruthy()
        expect(answer?.trim()).toBeTruthy()
      }
    },
  )

  it("answers 404 on another language's contact slug", async () => {
    expect((await page('http://localhost/es-es/contact')).status).toBe(404)
    expect((await page('http://localhost/it-it/contact')).status).toBe(404)
  })

  it('posts only fields the handler accepts, every one it requires, each visible one required and labelled', async () => {
    const form = await postFormOf((await page('http://localhost/fr-fr/contact?reason=modify_booking')).html)
    const names = form?.controls.map((c) => c.name) ?? []
    expect(names.filter((n) => !acceptedFields.includes(n))).toEqual([])
    expect(requiredFields.filter((n) => !names.includes(n))).toEqual([])
    // The captcha token: the worker tests run without CAPTCHA_SECRET, where the page hands the form a local one.
    expect(names).toContain('cf-turnstile-response')
    for (const control of form?.controls.filter((c) => c.type !== 'hidden') ?? []) {
      expect(control, control.name).toMatchObject({ required: true, label: expect.any(String) })
    }
  })

  it('leaves the booking number out for an offer-information question', async () => {
    const form = await postFormOf((await page('http://localhost/fr-fr/contact?reason=avv_info')).html)
    const names = form?.controls.map((c) => c.name) ?? []
    expect(names).toContain('description')
    expect(names).not.toContain('Booking_ID__c')
  })

  it('ignores a reason that is not one of its own', async () => {
    const { html } = await page('http://localhost/fr-fr/contact?reason=%3Cscript%3E')
    expect(await postFormOf(html)).toBeNull()
    expect(html).not.toContain('<script>')
  })

  it.each([
    ['/fr-fr/contact', 'Merci pour votre message. Notre service client vous contactera sous 48h.'],
    ['/it-it/contatti', 'Grazie per il tuo messaggio. Il nostro servizio clienti ti contatterà entro 48 ore.'],
  ])('shows the success message on %s?ref=contact_thank_you', async (path, success) => {
    const banner = `<p role="status" class="message message--success">${success}</p>`
    const plain = await page(`http://localhost${path}`)
    expect(plain.html.includes(banner)).toBe(false)
    const thanked = await page(`http://localhost${path}?ref=contact_thank_you`)
    expect(thanked.status).toBe(200)
    expect(thanked.html.includes(banner)).toBe(true)
  })

  it('shows the error banner on ?ref=contact_error', async () => {
    const { html } = await page('http://localhost/fr-fr/contact?ref=contact_error')
    expect(html).toMatch(
      /<p role="alert" class="message message--error">Oups ! Une erreur s&#x27;est produite\. Veuillez cliquer à nouveau sur « Envoyer »/,
    )
  })

  it('is not stored in the HTML cache', async () => {
    const { res } = await page('http://localhost/fr-fr/contact?ref=contact_thank_you')
    expect(res.headers.get('Cache-Control')).toBe('private, no-cache')
    expect(res.headers.get('X-Cache')).toBeNull()
  })

  it('sent as the browser sends it, files the request and comes back with the success message', async () => {
    const form = await postFormOf((await page('http://localhost/nl-nl/contact?reason=invoice_request')).html)
    if (!form) throw new Error('no message form')
    const typed: Record<string, string> = {
      Booking_ID__c: '87654321',
      name: 'Joost van den Berg',
      email: 'joost.page@ziggo.nl',
      phone: '+31 6 12345678',
      description: 'Graag een factuur van mijn verblijf.',
    }
    const body = new URLSearchParams(form.controls.map((c) => [c.name, c.type === 'hidden' ? c.value : (typed[c.name] ?? '')]))
    const res = await SELF.fetch(`http://localhost${form.action}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'cf-connecting-ip': nextIp() },
      body: body.toString(),
      redirect: 'manual',
    })
    expect(res.status).toBe(303)
    expect(res.headers.get('Location')).toBe('/nl-nl/contact?ref=contact_thank_you')
    const row = await env.DB.prepare('SELECT locale, subject, order_reference, payload FROM contact_requests WHERE email = ?1')
      .bind(typed.email)
      .first<{ locale: string; subject: string; order_reference: string; payload: string }>()
    expect(row).toMatchObject({ locale: 'nl_NL', subject: 'invoice_request', order_reference: '87654321' })
    expect(JSON.parse(row?.payload ?? '{}')).toMatchObject({ requestType: 'Booking', requestSubtype: 'Invoice' })
    const back = await page(`http://localhost${res.headers.get('Location')}`)
    expect(back.html).toContain('Bedankt voor je bericht. Onze klantenservice neemt binnen 48u contact met je op.')
  })
})
